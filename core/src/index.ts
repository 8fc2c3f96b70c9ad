// The shared, I/O-free core. Import narrower entry points (`@tablecraft/core/game`, `/room`,
// `/protocol`, `/config`, `/errors`) where you can; this index re-exports the small, common ones.
export * from './errors/index.ts';
export * from './config/index.ts';
export * from './product.ts';
export * from './slug.ts';
export * from './guest-names.ts';
export * from './control-characters.ts';
export * from './json-bounds.ts';
export { formatBytes } from './format-bytes.ts';
