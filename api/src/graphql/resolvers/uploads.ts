import { AppError } from '@tablecraft/core/errors';
import { assetChannel } from '@tablecraft/platform';
import type { Resolvers } from '../generated/resolvers.ts';
import { presentAsset, type PresentedAsset } from '../../uploads/index.ts';
import { deleteAsset, readableAsset, viewerAssets } from '../../uploads/index.ts';
import { pushIterator } from '../../uploads/index.ts';

export const uploadsTypeDefs = /* GraphQL */ `
  "Where an upload is in the pipeline. Same words as the /upload answer."
  enum AssetStatus {
    pending
    ready
    failed
  }

  "What the pipeline makes of an upload: image (renditions), avatar (square crops) or sheet (cut into frames)."
  enum AssetPipeline {
    image
    avatar
    sheet
  }

  "An uploaded image. Paths are relative to the API's origin and need the viewer's cookie."
  type Asset {
    id: ID!
    status: AssetStatus!
    pipeline: AssetPipeline!
    "Type sniffed from the uploaded bytes, e.g. image/png."
    contentType: String!
    byteSize: Float!
    width: Int
    height: Int
    "Rows and columns a sheet is cut into; null for other pipelines."
    rows: Int
    columns: Int
    gameId: ID
    "Why the pipeline failed, in words for the owner; null unless failed."
    failureReason: String
    originalPath: String!
    "The square grid thumbnail; null until ready."
    thumbnailPath: String
    renditions: [AssetRendition!]!
    "Frames of a sheet in reading order (index = row × columns + column)."
    frames: [AssetFrame!]!
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type AssetRendition {
    "thumb, 256, 1024, 2048 (image and sheet); thumb, 512, 128 (avatar)."
    name: String!
    path: String!
    width: Int!
    height: Int!
    contentType: String!
    byteSize: Int!
  }

  type AssetFrame {
    index: Int!
    row: Int!
    column: Int!
    path: String!
    width: Int!
    height: Int!
  }

  extend type Query {
    "An asset the viewer may see; null when there is none (or it is not theirs to see)."
    asset(id: ID!): Asset
    "The viewer's uploads, newest first; only one game's when gameId is given."
    viewerAssets(gameId: ID, first: Int): [Asset!]!
  }

  extend type Mutation {
    "Deletes one of the viewer's assets with all its files."
    deleteAsset(id: ID!): Boolean!
  }

  type Subscription {
    "The asset as it is now, then again each time the pipeline finishes with it; completes when it is deleted."
    assetUpdated(id: ID!): Asset!
  }
`;

export const uploadsResolvers: Resolvers = {
  Query: {
    asset: async (_parent, args, context) => {
      const asset = await readableAsset(context.services, context.viewer, args.id);
      return asset ? presentAsset(asset) : null;
    },
    viewerAssets: async (_parent, args, context) => (await viewerAssets(context.services, context.viewer, args)).map(presentAsset),
  },
  Mutation: {
    deleteAsset: async (_parent, args, context) => {
      await deleteAsset(context.services, context.viewer, args.id);
      return true;
    },
  },
  Subscription: {
    assetUpdated: {
      subscribe: async (_parent, args, context) => {
        const { services, viewer } = context;
        if (!(await readableAsset(services, viewer, args.id))) throw new AppError('NOT_FOUND');
        const updates = pushIterator<PresentedAsset>();
        // Messages only say "changed": each one re-reads the row (and re-checks access), in order.
        let chain = Promise.resolve();
        const refresh = () => {
          chain = chain
            .then(async () => {
              const asset = await readableAsset(services, viewer, args.id);
              if (asset) updates.push(presentAsset(asset));
              else updates.end();
            })
            .catch((error: unknown) =>
              services.logger.warn({ err: error, assetId: args.id }, 'could not refresh an asset for a subscription'),
            );
        };
        const unsubscribe = await services.pubsub.subscribe(assetChannel(args.id), refresh);
        // The client has gone when this runs: a failed unsubscribe is logged, not thrown at nobody.
        updates.onReturn(() =>
          unsubscribe().catch((error: unknown) =>
            services.logger.warn({ err: error, assetId: args.id }, 'could not unsubscribe an asset subscription'),
          ),
        );
        // Read the current state only once subscribed, so a change in between is never missed.
        refresh();
        return updates;
      },
      resolve: (payload: PresentedAsset) => payload,
    },
  },
};
