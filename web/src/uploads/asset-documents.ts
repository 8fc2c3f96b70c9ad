import { graphql } from '../graphql/generated/index.ts';

// A game's uploads. A game document refers to uploads through asset refs (its `assets` parts); these read
// the uploads themselves: status, sizes, thumbnails and renditions. The editor works on them, and a game
// made from a template waits here for its art before the editor opens.

export const ASSET_FIELDS = graphql(`
  fragment AssetFields on Asset {
    id
    status
    pipeline
    contentType
    byteSize
    width
    height
    rows
    columns
    gameId
    failureReason
    originalPath
    thumbnailPath
    createdAt
    updatedAt
    renditions {
      name
      path
      width
      height
      contentType
      byteSize
    }
    frames {
      index
      row
      column
      path
      width
      height
    }
  }
`);

/** The viewer's uploads for one game (up to the API's 500), newest first. */
export const GAME_UPLOADS = graphql(`
  query GameUploads($gameId: ID!) {
    viewerAssets(gameId: $gameId, first: 500) {
      ...AssetFields
    }
  }
`);

/** One upload, for its page. */
export const UPLOAD = graphql(`
  query Upload($id: ID!) {
    asset(id: $id) {
      ...AssetFields
    }
  }
`);

/** Sent over graphql-ws (not through Apollo's HTTP link): the upload now, then each time the pipeline finishes with it. */
export const ASSET_UPDATED_SUBSCRIPTION = graphql(`
  subscription AssetUpdated($id: ID!) {
    assetUpdated(id: $id) {
      id
      status
    }
  }
`);

export const DELETE_UPLOAD = graphql(`
  mutation DeleteUpload($id: ID!) {
    deleteAsset(id: $id)
  }
`);
