import { Route, Routes } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';
import { EditorLayout } from './EditorLayout.tsx';
import { NESTED_LISTS, NestedListPage, TopLevelListPage } from './pages/ListPages.tsx';
import { PartPage } from './pages/PartPage.tsx';
import { ComponentPage, GuidePage, ObjectPage, SurfacePage, TablePage, VariantPage } from './pages/KindPages.tsx';
import { VariantsPage } from './variants/VariantsPage.tsx';
import { AssetsPage } from './assets/AssetsPage.tsx';
import { AssetPage } from './assets/AssetPage.tsx';

/**
 * Every page of the editor under /@{userName}/{gameName}/edit/{revisionName} (spec section 2, "Game
 * editor"), inside the layout that loads the revision. Anything else below it is Not Found. Loaded
 * lazily from the app's routes, so players never download the editor.
 */
export function EditorRoutes() {
  return (
    <Routes>
      <Route element={<EditorLayout />}>
        {/* The editor opens on the game's table, drawn by the layout; the other pages open over it. */}
        <Route index element={<TablePage />} />
        <Route path="components" element={<TopLevelListPage kind="component" />} />
        <Route path="components/:partId" element={<ComponentPage />} />
        <Route path="components/:partId/fields" element={<NestedListPage list={NESTED_LISTS.componentFields} />} />
        <Route path="components/:partId/variants" element={<VariantsPage />} />
        <Route path="components/:partId/dropzones" element={<NestedListPage list={NESTED_LISTS.componentDropzones} />} />
        <Route path="components/:partId/objects" element={<NestedListPage list={NESTED_LISTS.componentObjects} />} />
        <Route path="fields/:partId" element={<PartPage kind="field" />} />
        <Route path="variants/:partId" element={<VariantPage />} />
        <Route path="objects/:partId" element={<ObjectPage />} />
        <Route path="objects/:partId/objects" element={<NestedListPage list={NESTED_LISTS.objectObjects} />} />
        <Route path="surfaces" element={<TopLevelListPage kind="surface" />} />
        <Route path="surfaces/:partId" element={<SurfacePage />} />
        <Route path="surfaces/:partId/objects" element={<NestedListPage list={NESTED_LISTS.surfaceObjects} />} />
        <Route path="seats" element={<TopLevelListPage kind="seat" />} />
        <Route path="seats/:partId" element={<PartPage kind="seat" />} />
        <Route path="seats/:partId/objects" element={<NestedListPage list={NESTED_LISTS.seatObjects} />} />
        <Route path="dropzones/:partId" element={<PartPage kind="dropzone" />} />
        <Route path="dropzones/:partId/anchors" element={<NestedListPage list={NESTED_LISTS.dropzoneAnchors} />} />
        <Route path="anchors/:partId" element={<PartPage kind="anchor" />} />
        <Route path="assets" element={<AssetsPage />} />
        <Route path="assets/:partId" element={<AssetPage />} />
        <Route path="guides" element={<TopLevelListPage kind="guide" />} />
        <Route path="guides/:partId" element={<GuidePage />} />
        <Route path="scripts" element={<TopLevelListPage kind="script" />} />
        <Route path="scripts/:partId" element={<PartPage kind="script" />} />
        <Route path="*" element={<ErrorPage code={404} />} />
      </Route>
    </Routes>
  );
}
