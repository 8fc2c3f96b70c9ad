import type { AssetFieldsFragment } from '../graphql/generated/graphql.ts';

/** What the pipeline makes of an upload, and where it stands: the schema's own enums. */
export type { AssetPipeline, AssetStatus } from '../graphql/generated/graphql.ts';

/**
 * An asset as `/upload` answers it: the API presents it exactly as GraphQL's `Asset` with the fields of the
 * `AssetFields` fragment (web/src/uploads/asset-documents.ts), so it is that type. Paths are relative to the API URL.
 */
export type Asset = AssetFieldsFragment;
