// The Konva the app bundles: its core (stage, layers, groups, the shape base, tweens, drag and drop) and the
// shapes the table draws, each registered by importing it. Full 'konva' adds fourteen more shapes and every
// image filter, a third of the library, which nothing here draws: a friend opening a room's link on a phone
// would download them before the table. web/vite.config.ts resolves 'konva' to this file, for the app and
// react-konva alike. A shape drawn elsewhere is imported where it is used (the editor's Transformer).
import Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';

export default Konva;
