/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment PlanLimits on Plan {\n    id\n    name\n    maxPrivateGames\n    maxOpenRooms\n    maxAssetBytes\n    maxSeatsPerRoom\n  }\n': typeof types.PlanLimitsFragmentDoc;
  '\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      mailWrittenToFolder\n    }\n  }\n': typeof types.SignUpDocument;
  '\n  mutation CompleteSignUp($token: String!, $password: String!) {\n    completeSignUp(token: $token, password: $password) {\n      ...UserCardFields\n    }\n  }\n': typeof types.CompleteSignUpDocument;
  '\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...UserCardFields\n    }\n  }\n': typeof types.LogInDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  query ViewerAccount {\n    viewer {\n      ...UserCardFields\n      account {\n        email\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n      }\n    }\n  }\n': typeof types.ViewerAccountDocument;
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserCardFields\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) {\n      id\n      account {\n        email\n      }\n    }\n  }\n': typeof types.ChangeEmailDocument;
  '\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n': typeof types.ConfirmEmailChangeDocument;
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n': typeof types.DeleteAccountDocument;
  '\n  query UserProfile($userName: String!) {\n    user(userName: $userName) {\n      ...UserCardFields\n      createdAt\n    }\n    userGames(userName: $userName) {\n      id\n      gameName\n      title\n      description\n      visibility\n    }\n  }\n': typeof types.UserProfileDocument;
  '\n  query Plans {\n    plans {\n      ...PlanLimits\n    }\n  }\n': typeof types.PlansDocument;
  '\n  query SignUpGuest {\n    guest {\n      id\n      name\n    }\n  }\n': typeof types.SignUpGuestDocument;
  '\n  query ViewerGames {\n    viewerGames {\n      id\n      gameName\n      title\n      visibility\n      updatedAt\n      latestPublished {\n        id\n        name\n      }\n      viewerCan {\n        viewDraft\n      }\n    }\n  }\n': typeof types.ViewerGamesDocument;
  '\n  query AccountPlan {\n    viewer {\n      id\n      account {\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n        usage {\n          privateGames\n          openRooms\n          assetBytes\n        }\n      }\n    }\n    plans {\n      ...PlanLimits\n    }\n  }\n': typeof types.AccountPlanDocument;
  '\n  query ViewerSessions {\n    viewerSessions {\n      id\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n': typeof types.ViewerSessionsDocument;
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': typeof types.EndSessionDocument;
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': typeof types.EndOtherSessionsDocument;
  '\n  query ViewerRooms {\n    viewer {\n      id\n    }\n    viewerRooms {\n      id\n      code\n      status\n      ended\n      testPlay\n      lastActivityAt\n      viewerCanManage\n      seatsTaken\n      seatCount\n      countsTowardLimit\n      closesWhenIdle\n      host {\n        id\n      }\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.ViewerRoomsDocument;
  '\n  mutation CloseRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n': typeof types.CloseRoomDocument;
  '\n  mutation ReopenRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n': typeof types.ReopenRoomDocument;
  '\n  fragment RevisionSummaryFields on Revision {\n    id\n    name\n    published\n    publishedAt\n  }\n': typeof types.RevisionSummaryFieldsFragmentDoc;
  '\n  fragment EditorRevisionFields on Revision {\n    id\n    name\n    published\n    version\n    publishedAt\n    updatedAt\n    document\n  }\n': typeof types.EditorRevisionFieldsFragmentDoc;
  '\n  query Editor($userName: String!, $gameName: String!, $revisionName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      visibility\n      viewerCanEdit\n      owner {\n        id\n        userName\n      }\n      revisions {\n        ...RevisionSummaryFields\n      }\n      revision(name: $revisionName) {\n        ...EditorRevisionFields\n      }\n    }\n  }\n': typeof types.EditorDocument;
  '\n  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {\n    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n': typeof types.AddPartDocument;
  '\n  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {\n    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n': typeof types.UpdatePartDocument;
  '\n  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {\n    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.DeletePartDocument;
  '\n  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {\n    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.ReorderPartsDocument;
  '\n  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {\n    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.UpdatePartsDocument;
  '\n  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {\n    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.SaveDocumentDocument;
  '\n  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!, $newFields: [CsvNewFieldInput!]) {\n    importVariantsCsv(\n      revisionId: $revisionId\n      expectedVersion: $expectedVersion\n      componentId: $componentId\n      csv: $csv\n      newFields: $newFields\n    ) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.ImportVariantsCsvDocument;
  '\n  mutation PublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      ...RevisionSummaryFields\n    }\n  }\n': typeof types.PublishRevisionDocument;
  '\n  mutation CreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      ...EditorRevisionFields\n    }\n  }\n': typeof types.CreateDraftFromRevisionDocument;
  '\n  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revision(name: $revisionName) {\n        id\n        variantsCsv(componentId: $componentId)\n      }\n    }\n  }\n': typeof types.VariantsCsvDocument;
  '\n  query RevisionDocuments($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        document\n      }\n    }\n  }\n': typeof types.RevisionDocumentsDocument;
  '\n  mutation CreateTestPlay($gameId: ID!) {\n    createRoom(gameId: $gameId, revisionName: "draft") {\n      id\n      code\n    }\n  }\n': typeof types.CreateTestPlayDocument;
  '\n  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {\n    createGameFromTemplate(input: $input) {\n      ...GameLinkFields\n    }\n  }\n': typeof types.CreateGameFromTemplateDocument;
  '\n  mutation PlayTemplate($templateId: ID!) {\n    playTemplate(templateId: $templateId) {\n      ...GameLinkFields\n    }\n  }\n': typeof types.PlayTemplateDocument;
  '\n  query CreateGameViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n': typeof types.CreateGameViewerDocument;
  '\n  mutation CreateGame($input: CreateGameInput!) {\n    createGame(input: $input) {\n      ...GameLinkFields\n    }\n  }\n': typeof types.CreateGameDocument;
  '\n  query GamePage($userName: String!, $gameName: String!) {\n    viewer {\n      id\n      userName\n    }\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      viewerCanEdit\n      viewerCan {\n        viewDraft\n      }\n      owner {\n        ...UserCardFields\n      }\n      latestPublished {\n        id\n        name\n        seatCount\n        runsScripts\n      }\n      thumbnail {\n        path\n      }\n      page {\n        minPlayers\n        maxPlayers\n        playMinutes\n        images {\n          path\n        }\n      }\n      viewerOpenRooms {\n        id\n        code\n        seatsTaken\n        seatCount\n        lastActivityAt\n        host {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.GamePageDocument;
  '\n  mutation CreateRoom($gameId: ID!, $revisionName: String) {\n    createRoom(gameId: $gameId, revisionName: $revisionName) {\n      id\n      code\n    }\n  }\n': typeof types.CreateRoomDocument;
  '\n  query PublicGames($search: String, $order: GameOrder, $first: Int, $offset: Int) {\n    publicGames(search: $search, order: $order, first: $first, offset: $offset) {\n      total\n      games {\n        id\n        gameName\n        title\n        description\n        visibility\n        updatedAt\n        owner {\n          ...UserCardFields\n        }\n      }\n    }\n  }\n': typeof types.PublicGamesDocument;
  '\n  query GameTableSaves($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      tableSaves {\n        id\n        name\n        createdAt\n        bytes\n        revisionName\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.GameTableSavesDocument;
  '\n  mutation SaveTable($roomId: ID!, $name: String!) {\n    saveTable(roomId: $roomId, name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.SaveTableDocument;
  '\n  mutation CreateRoomFromSave($saveId: ID!) {\n    createRoomFromSave(saveId: $saveId) {\n      id\n      code\n    }\n  }\n': typeof types.CreateRoomFromSaveDocument;
  '\n  mutation DeleteTableSave($id: ID!) {\n    deleteTableSave(id: $id)\n  }\n': typeof types.DeleteTableSaveDocument;
  '\n  fragment GameSummaryFields on GameSummary {\n    title\n    gameName\n    ownerUserName\n    ownerName\n    path\n    thumbnailPath\n  }\n': typeof types.GameSummaryFieldsFragmentDoc;
  '\n  query InvitePreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    invite(code: $code) {\n      code\n      kind\n      role\n      status\n      expiresAt\n      viewerRole\n      viewerIsPlayer\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n': typeof types.InvitePreviewDocument;
  '\n  mutation AcceptInvite($code: String!) {\n    acceptInvite(code: $code) {\n      kind\n      role\n      game {\n        id\n        gameName\n        title\n        canonicalPath\n        viewerRole\n      }\n    }\n  }\n': typeof types.AcceptInviteDocument;
  "\n  query ActivationKeyPreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    activationKey(code: $code) {\n      kind\n      proDays\n      status\n      expiresAt\n      # The invite page's fragment (invites/documents.ts): both pages show a game the same way.\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n": typeof types.ActivationKeyPreviewDocument;
  '\n  mutation RedeemActivationKey($code: String!) {\n    redeemActivationKey(code: $code) {\n      kind\n      proUntil\n      game {\n        id\n        title\n        canonicalPath\n      }\n    }\n  }\n': typeof types.RedeemActivationKeyDocument;
  '\n  fragment RoomHostFields on Room {\n    id\n    status\n    host {\n      id\n      name\n    }\n    removedPeople {\n      removedAt\n      user {\n        id\n        name\n        image\n      }\n    }\n  }\n': typeof types.RoomHostFieldsFragmentDoc;
  '\n  query PlayRoom($code: String!) {\n    viewer {\n      id\n    }\n    guest {\n      id\n      name\n    }\n    room(code: $code) {\n      id\n      code\n      status\n      ended\n      testPlay\n      viewerCanManage\n      guestsMaySit\n      invite\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n        document\n      }\n      players {\n        seatId\n        user {\n          ...UserCardFields\n        }\n      }\n      ...RoomHostFields\n    }\n  }\n': typeof types.PlayRoomDocument;
  '\n  mutation ReopenPlayRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.ReopenPlayRoomDocument;
  '\n  mutation EndPlayRoom($id: ID!) {\n    endRoom(id: $id) {\n      id\n      status\n      ended\n    }\n  }\n': typeof types.EndPlayRoomDocument;
  '\n  mutation ClosePlayRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.ClosePlayRoomDocument;
  '\n  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {\n    removeFromRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n': typeof types.RemoveFromRoomDocument;
  '\n  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {\n    allowBackInRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n': typeof types.AllowBackInRoomDocument;
  '\n  mutation TransferRoomHost($roomId: ID!, $userId: ID!) {\n    transferRoomHost(roomId: $roomId, userId: $userId) {\n      id\n      status\n      host {\n        id\n        name\n      }\n      viewerCanManage\n    }\n  }\n': typeof types.TransferRoomHostDocument;
  '\n  mutation JoinRoomAsGuest($code: String!, $name: String!, $invite: String) {\n    joinRoomAsGuest(code: $code, name: $name, invite: $invite) {\n      id\n      code\n    }\n  }\n': typeof types.JoinRoomAsGuestDocument;
  '\n  mutation AcceptRoomInvite($code: String!, $invite: String!) {\n    acceptRoomInvite(code: $code, invite: $invite) {\n      admitted\n      gameTitle\n      hostName\n      seatsFree\n    }\n  }\n': typeof types.AcceptRoomInviteDocument;
  '\n  mutation SetRoomInvite($roomId: ID!, $on: Boolean!) {\n    setRoomInvite(roomId: $roomId, on: $on) {\n      id\n      invite\n    }\n  }\n': typeof types.SetRoomInviteDocument;
  '\n  mutation RenewRoomInvite($roomId: ID!) {\n    renewRoomInvite(roomId: $roomId) {\n      id\n      invite\n    }\n  }\n': typeof types.RenewRoomInviteDocument;
  '\n  query InviteRoomFacts($code: String!) {\n    room(code: $code) {\n      id\n      game {\n        id\n        visibility\n        playPermission\n        allowSpectators\n      }\n    }\n  }\n': typeof types.InviteRoomFactsDocument;
  '\n  query RoomFairness($code: String!) {\n    room(code: $code) {\n      id\n      code\n      status\n      game {\n        ...GameLinkFields\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n': typeof types.RoomFairnessDocument;
  '\n  query RoomReplay($code: String!) {\n    room(code: $code) {\n      id\n      code\n      ended\n      replayShared\n      viewerMayShareReplay\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n': typeof types.RoomReplayDocument;
  '\n  mutation ShareRoomReplay($roomId: ID!, $shared: Boolean!) {\n    shareRoomReplay(roomId: $roomId, shared: $shared) {\n      __typename\n      id\n      replayShared\n    }\n  }\n': typeof types.ShareRoomReplayDocument;
  '\n  fragment RoomWatchingFields on Room {\n    id\n    watching {\n      on\n      everyHand {\n        delayMoves\n        delaySeconds\n      }\n      asked {\n        user {\n          id\n          name\n        }\n        agreed\n      }\n      watchers\n      viewerMayChoose\n      viewerMustAnswer\n    }\n    following {\n      on\n      seats\n      viewerSeat\n      viewerAllows\n    }\n  }\n': typeof types.RoomWatchingFieldsFragmentDoc;
  '\n  query RoomWatching($code: String!) {\n    room(code: $code) {\n      ...RoomWatchingFields\n    }\n  }\n': typeof types.RoomWatchingDocument;
  '\n  mutation SetRoomEveryHand($roomId: ID!, $on: Boolean!, $delayMoves: Int, $delaySeconds: Int) {\n    setRoomEveryHand(roomId: $roomId, on: $on, delayMoves: $delayMoves, delaySeconds: $delaySeconds) {\n      ...RoomWatchingFields\n    }\n  }\n': typeof types.SetRoomEveryHandDocument;
  '\n  mutation AnswerRoomEveryHand($roomId: ID!, $agree: Boolean!) {\n    answerRoomEveryHand(roomId: $roomId, agree: $agree) {\n      ...RoomWatchingFields\n    }\n  }\n': typeof types.AnswerRoomEveryHandDocument;
  '\n  mutation SetRoomFollow($roomId: ID!, $on: Boolean!) {\n    setRoomFollow(roomId: $roomId, on: $on) {\n      ...RoomWatchingFields\n    }\n  }\n': typeof types.SetRoomFollowDocument;
  '\n  mutation AllowRoomFollow($roomId: ID!, $allow: Boolean!) {\n    allowRoomFollow(roomId: $roomId, allow: $allow) {\n      ...RoomWatchingFields\n    }\n  }\n': typeof types.AllowRoomFollowDocument;
  '\n  query WatchRoom($code: String!, $watcher: String, $seat: String!, $following: Boolean!) {\n    room(code: $code) {\n      id\n      code\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      watching {\n        on\n        viewerMayWatch\n        everyHand {\n          delayMoves\n          delaySeconds\n        }\n      }\n      everyHandTable(watcher: $watcher) @skip(if: $following) {\n        seq\n        view\n      }\n      followTable(seatId: $seat, watcher: $watcher) @include(if: $following) {\n        seq\n        view\n      }\n    }\n  }\n': typeof types.WatchRoomDocument;
  '\n  fragment GameLinkFields on Game {\n    id\n    gameName\n    title\n    owner {\n      id\n      userName\n    }\n  }\n': typeof types.GameLinkFieldsFragmentDoc;
  '\n  fragment GameImageFields on GameImage {\n    assetId\n    path\n    thumbnailPath\n  }\n': typeof types.GameImageFieldsFragmentDoc;
  '\n  fragment GamePageContentFields on GamePageContent {\n    overview\n    minPlayers\n    maxPlayers\n    playMinutes\n    images {\n      ...GameImageFields\n    }\n  }\n': typeof types.GamePageContentFieldsFragmentDoc;
  '\n  query SettingsGame($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      canonicalPath\n      redirectTo\n      robots\n      owner {\n        id\n        userName\n        name\n      }\n      thumbnail {\n        ...GameImageFields\n      }\n      page {\n        ...GamePageContentFields\n      }\n      playPermission\n      allowSpectators\n      viewerRole\n      viewerCan {\n        view\n        viewDraft\n        edit\n        publish\n        manage\n        delete\n        play\n        watch\n      }\n    }\n  }\n': typeof types.SettingsGameDocument;
  '\n  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {\n    updateGameProfile(id: $id, input: $input) {\n      id\n      gameName\n      title\n      description\n      canonicalPath\n      thumbnail {\n        ...GameImageFields\n      }\n    }\n  }\n': typeof types.UpdateGameProfileDocument;
  '\n  mutation UpdateGamePage($id: ID!, $input: UpdateGamePageInput!) {\n    updateGamePage(id: $id, input: $input) {\n      id\n      visibility\n      robots\n      page {\n        ...GamePageContentFields\n      }\n    }\n  }\n': typeof types.UpdateGamePageDocument;
  '\n  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {\n    updateGamePermissions(id: $id, input: $input) {\n      id\n      playPermission\n      allowSpectators\n    }\n  }\n': typeof types.UpdateGamePermissionsDocument;
  '\n  fragment InviteFields on Invite {\n    id\n    code\n    url\n    kind\n    role\n    email\n    maxUses\n    useCount\n    expiresAt\n    revokedAt\n    status\n  }\n': typeof types.InviteFieldsFragmentDoc;
  '\n  query GameMembers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      members {\n        user {\n          ...UserCardFields\n        }\n        role\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n': typeof types.GameMembersDocument;
  '\n  query GamePlayers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      players {\n        user {\n          ...UserCardFields\n        }\n        source\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n': typeof types.GamePlayersDocument;
  '\n  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {\n      role\n    }\n  }\n': typeof types.ChangeMemberRoleDocument;
  '\n  mutation RemoveMember($gameId: ID!, $userId: ID!) {\n    removeMember(gameId: $gameId, userId: $userId)\n  }\n': typeof types.RemoveMemberDocument;
  '\n  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {\n    transferGameOwnership(gameId: $gameId, userId: $userId) {\n      id\n      canonicalPath\n      viewerRole\n    }\n  }\n': typeof types.TransferGameOwnershipDocument;
  '\n  mutation AddPlayer($gameId: ID!, $userName: String!) {\n    addPlayer(gameId: $gameId, userName: $userName) {\n      source\n    }\n  }\n': typeof types.AddPlayerDocument;
  '\n  mutation RemovePlayer($gameId: ID!, $userId: ID!) {\n    removePlayer(gameId: $gameId, userId: $userId)\n  }\n': typeof types.RemovePlayerDocument;
  '\n  mutation CreateInvite($gameId: ID!, $input: CreateInviteInput!) {\n    createInvite(gameId: $gameId, input: $input) {\n      ...InviteFields\n    }\n  }\n': typeof types.CreateInviteDocument;
  '\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n': typeof types.RevokeInviteDocument;
  '\n  query GameRevisions($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        createdAt\n        updatedAt\n        publishedAt\n        author {\n          userName\n          name\n        }\n        roomCount\n      }\n    }\n  }\n': typeof types.GameRevisionsDocument;
  '\n  mutation SettingsPublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      id\n      name\n    }\n  }\n': typeof types.SettingsPublishRevisionDocument;
  '\n  mutation SettingsCreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      id\n      name\n      version\n    }\n  }\n': typeof types.SettingsCreateDraftFromRevisionDocument;
  '\n  mutation DeleteRevision($id: ID!) {\n    deleteRevision(id: $id)\n  }\n': typeof types.DeleteRevisionDocument;
  '\n  mutation DeleteGame($id: ID!, $confirmGameName: String) {\n    deleteGame(id: $id, confirmGameName: $confirmGameName)\n  }\n': typeof types.DeleteGameDocument;
  '\n  fragment UserCardFields on User {\n    id\n    userName\n    name\n    image\n  }\n': typeof types.UserCardFieldsFragmentDoc;
  '\n  query AppHeaderQuery {\n    viewer {\n      ...UserCardFields\n    }\n  }\n': typeof types.AppHeaderQueryDocument;
  '\n  mutation LogOut {\n    logOut\n  }\n': typeof types.LogOutDocument;
  '\n  query UploadedImageStatus($id: ID!) {\n    asset(id: $id) {\n      id\n      status\n      failureReason\n      renditions {\n        name\n        path\n      }\n    }\n  }\n': typeof types.UploadedImageStatusDocument;
  '\n  fragment AssetFields on Asset {\n    id\n    status\n    pipeline\n    contentType\n    byteSize\n    width\n    height\n    rows\n    columns\n    gameId\n    failureReason\n    originalPath\n    thumbnailPath\n    createdAt\n    updatedAt\n    renditions {\n      name\n      path\n      width\n      height\n      contentType\n      byteSize\n    }\n    frames {\n      index\n      row\n      column\n      path\n      width\n      height\n    }\n  }\n': typeof types.AssetFieldsFragmentDoc;
  '\n  query GameUploads($gameId: ID!) {\n    viewerAssets(gameId: $gameId, first: 500) {\n      ...AssetFields\n    }\n  }\n': typeof types.GameUploadsDocument;
  '\n  query Upload($id: ID!) {\n    asset(id: $id) {\n      ...AssetFields\n    }\n  }\n': typeof types.UploadDocument;
  '\n  subscription AssetUpdated($id: ID!) {\n    assetUpdated(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.AssetUpdatedDocument;
  '\n  mutation DeleteUpload($id: ID!) {\n    deleteAsset(id: $id)\n  }\n': typeof types.DeleteUploadDocument;
};
const documents: Documents = {
  '\n  fragment PlanLimits on Plan {\n    id\n    name\n    maxPrivateGames\n    maxOpenRooms\n    maxAssetBytes\n    maxSeatsPerRoom\n  }\n':
    types.PlanLimitsFragmentDoc,
  '\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      mailWrittenToFolder\n    }\n  }\n':
    types.SignUpDocument,
  '\n  mutation CompleteSignUp($token: String!, $password: String!) {\n    completeSignUp(token: $token, password: $password) {\n      ...UserCardFields\n    }\n  }\n':
    types.CompleteSignUpDocument,
  '\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...UserCardFields\n    }\n  }\n': types.LogInDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n':
    types.ResetPasswordDocument,
  '\n  query ViewerAccount {\n    viewer {\n      ...UserCardFields\n      account {\n        email\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n      }\n    }\n  }\n':
    types.ViewerAccountDocument,
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserCardFields\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) {\n      id\n      account {\n        email\n      }\n    }\n  }\n':
    types.ChangeEmailDocument,
  '\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n': types.ConfirmEmailChangeDocument,
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n': types.DeleteAccountDocument,
  '\n  query UserProfile($userName: String!) {\n    user(userName: $userName) {\n      ...UserCardFields\n      createdAt\n    }\n    userGames(userName: $userName) {\n      id\n      gameName\n      title\n      description\n      visibility\n    }\n  }\n':
    types.UserProfileDocument,
  '\n  query Plans {\n    plans {\n      ...PlanLimits\n    }\n  }\n': types.PlansDocument,
  '\n  query SignUpGuest {\n    guest {\n      id\n      name\n    }\n  }\n': types.SignUpGuestDocument,
  '\n  query ViewerGames {\n    viewerGames {\n      id\n      gameName\n      title\n      visibility\n      updatedAt\n      latestPublished {\n        id\n        name\n      }\n      viewerCan {\n        viewDraft\n      }\n    }\n  }\n':
    types.ViewerGamesDocument,
  '\n  query AccountPlan {\n    viewer {\n      id\n      account {\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n        usage {\n          privateGames\n          openRooms\n          assetBytes\n        }\n      }\n    }\n    plans {\n      ...PlanLimits\n    }\n  }\n':
    types.AccountPlanDocument,
  '\n  query ViewerSessions {\n    viewerSessions {\n      id\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n':
    types.ViewerSessionsDocument,
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': types.EndSessionDocument,
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': types.EndOtherSessionsDocument,
  '\n  query ViewerRooms {\n    viewer {\n      id\n    }\n    viewerRooms {\n      id\n      code\n      status\n      ended\n      testPlay\n      lastActivityAt\n      viewerCanManage\n      seatsTaken\n      seatCount\n      countsTowardLimit\n      closesWhenIdle\n      host {\n        id\n      }\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.ViewerRoomsDocument,
  '\n  mutation CloseRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n':
    types.CloseRoomDocument,
  '\n  mutation ReopenRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n':
    types.ReopenRoomDocument,
  '\n  fragment RevisionSummaryFields on Revision {\n    id\n    name\n    published\n    publishedAt\n  }\n':
    types.RevisionSummaryFieldsFragmentDoc,
  '\n  fragment EditorRevisionFields on Revision {\n    id\n    name\n    published\n    version\n    publishedAt\n    updatedAt\n    document\n  }\n':
    types.EditorRevisionFieldsFragmentDoc,
  '\n  query Editor($userName: String!, $gameName: String!, $revisionName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      visibility\n      viewerCanEdit\n      owner {\n        id\n        userName\n      }\n      revisions {\n        ...RevisionSummaryFields\n      }\n      revision(name: $revisionName) {\n        ...EditorRevisionFields\n      }\n    }\n  }\n':
    types.EditorDocument,
  '\n  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {\n    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n':
    types.AddPartDocument,
  '\n  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {\n    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n':
    types.UpdatePartDocument,
  '\n  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {\n    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.DeletePartDocument,
  '\n  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {\n    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.ReorderPartsDocument,
  '\n  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {\n    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.UpdatePartsDocument,
  '\n  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {\n    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.SaveDocumentDocument,
  '\n  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!, $newFields: [CsvNewFieldInput!]) {\n    importVariantsCsv(\n      revisionId: $revisionId\n      expectedVersion: $expectedVersion\n      componentId: $componentId\n      csv: $csv\n      newFields: $newFields\n    ) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.ImportVariantsCsvDocument,
  '\n  mutation PublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      ...RevisionSummaryFields\n    }\n  }\n':
    types.PublishRevisionDocument,
  '\n  mutation CreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      ...EditorRevisionFields\n    }\n  }\n':
    types.CreateDraftFromRevisionDocument,
  '\n  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revision(name: $revisionName) {\n        id\n        variantsCsv(componentId: $componentId)\n      }\n    }\n  }\n':
    types.VariantsCsvDocument,
  '\n  query RevisionDocuments($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        document\n      }\n    }\n  }\n':
    types.RevisionDocumentsDocument,
  '\n  mutation CreateTestPlay($gameId: ID!) {\n    createRoom(gameId: $gameId, revisionName: "draft") {\n      id\n      code\n    }\n  }\n':
    types.CreateTestPlayDocument,
  '\n  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {\n    createGameFromTemplate(input: $input) {\n      ...GameLinkFields\n    }\n  }\n':
    types.CreateGameFromTemplateDocument,
  '\n  mutation PlayTemplate($templateId: ID!) {\n    playTemplate(templateId: $templateId) {\n      ...GameLinkFields\n    }\n  }\n':
    types.PlayTemplateDocument,
  '\n  query CreateGameViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n': types.CreateGameViewerDocument,
  '\n  mutation CreateGame($input: CreateGameInput!) {\n    createGame(input: $input) {\n      ...GameLinkFields\n    }\n  }\n':
    types.CreateGameDocument,
  '\n  query GamePage($userName: String!, $gameName: String!) {\n    viewer {\n      id\n      userName\n    }\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      viewerCanEdit\n      viewerCan {\n        viewDraft\n      }\n      owner {\n        ...UserCardFields\n      }\n      latestPublished {\n        id\n        name\n        seatCount\n        runsScripts\n      }\n      thumbnail {\n        path\n      }\n      page {\n        minPlayers\n        maxPlayers\n        playMinutes\n        images {\n          path\n        }\n      }\n      viewerOpenRooms {\n        id\n        code\n        seatsTaken\n        seatCount\n        lastActivityAt\n        host {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.GamePageDocument,
  '\n  mutation CreateRoom($gameId: ID!, $revisionName: String) {\n    createRoom(gameId: $gameId, revisionName: $revisionName) {\n      id\n      code\n    }\n  }\n':
    types.CreateRoomDocument,
  '\n  query PublicGames($search: String, $order: GameOrder, $first: Int, $offset: Int) {\n    publicGames(search: $search, order: $order, first: $first, offset: $offset) {\n      total\n      games {\n        id\n        gameName\n        title\n        description\n        visibility\n        updatedAt\n        owner {\n          ...UserCardFields\n        }\n      }\n    }\n  }\n':
    types.PublicGamesDocument,
  '\n  query GameTableSaves($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      tableSaves {\n        id\n        name\n        createdAt\n        bytes\n        revisionName\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.GameTableSavesDocument,
  '\n  mutation SaveTable($roomId: ID!, $name: String!) {\n    saveTable(roomId: $roomId, name: $name) {\n      id\n      name\n    }\n  }\n':
    types.SaveTableDocument,
  '\n  mutation CreateRoomFromSave($saveId: ID!) {\n    createRoomFromSave(saveId: $saveId) {\n      id\n      code\n    }\n  }\n':
    types.CreateRoomFromSaveDocument,
  '\n  mutation DeleteTableSave($id: ID!) {\n    deleteTableSave(id: $id)\n  }\n': types.DeleteTableSaveDocument,
  '\n  fragment GameSummaryFields on GameSummary {\n    title\n    gameName\n    ownerUserName\n    ownerName\n    path\n    thumbnailPath\n  }\n':
    types.GameSummaryFieldsFragmentDoc,
  '\n  query InvitePreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    invite(code: $code) {\n      code\n      kind\n      role\n      status\n      expiresAt\n      viewerRole\n      viewerIsPlayer\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n':
    types.InvitePreviewDocument,
  '\n  mutation AcceptInvite($code: String!) {\n    acceptInvite(code: $code) {\n      kind\n      role\n      game {\n        id\n        gameName\n        title\n        canonicalPath\n        viewerRole\n      }\n    }\n  }\n':
    types.AcceptInviteDocument,
  "\n  query ActivationKeyPreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    activationKey(code: $code) {\n      kind\n      proDays\n      status\n      expiresAt\n      # The invite page's fragment (invites/documents.ts): both pages show a game the same way.\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n":
    types.ActivationKeyPreviewDocument,
  '\n  mutation RedeemActivationKey($code: String!) {\n    redeemActivationKey(code: $code) {\n      kind\n      proUntil\n      game {\n        id\n        title\n        canonicalPath\n      }\n    }\n  }\n':
    types.RedeemActivationKeyDocument,
  '\n  fragment RoomHostFields on Room {\n    id\n    status\n    host {\n      id\n      name\n    }\n    removedPeople {\n      removedAt\n      user {\n        id\n        name\n        image\n      }\n    }\n  }\n':
    types.RoomHostFieldsFragmentDoc,
  '\n  query PlayRoom($code: String!) {\n    viewer {\n      id\n    }\n    guest {\n      id\n      name\n    }\n    room(code: $code) {\n      id\n      code\n      status\n      ended\n      testPlay\n      viewerCanManage\n      guestsMaySit\n      invite\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n        document\n      }\n      players {\n        seatId\n        user {\n          ...UserCardFields\n        }\n      }\n      ...RoomHostFields\n    }\n  }\n':
    types.PlayRoomDocument,
  '\n  mutation ReopenPlayRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n    }\n  }\n': types.ReopenPlayRoomDocument,
  '\n  mutation EndPlayRoom($id: ID!) {\n    endRoom(id: $id) {\n      id\n      status\n      ended\n    }\n  }\n':
    types.EndPlayRoomDocument,
  '\n  mutation ClosePlayRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n    }\n  }\n': types.ClosePlayRoomDocument,
  '\n  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {\n    removeFromRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n':
    types.RemoveFromRoomDocument,
  '\n  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {\n    allowBackInRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n':
    types.AllowBackInRoomDocument,
  '\n  mutation TransferRoomHost($roomId: ID!, $userId: ID!) {\n    transferRoomHost(roomId: $roomId, userId: $userId) {\n      id\n      status\n      host {\n        id\n        name\n      }\n      viewerCanManage\n    }\n  }\n':
    types.TransferRoomHostDocument,
  '\n  mutation JoinRoomAsGuest($code: String!, $name: String!, $invite: String) {\n    joinRoomAsGuest(code: $code, name: $name, invite: $invite) {\n      id\n      code\n    }\n  }\n':
    types.JoinRoomAsGuestDocument,
  '\n  mutation AcceptRoomInvite($code: String!, $invite: String!) {\n    acceptRoomInvite(code: $code, invite: $invite) {\n      admitted\n      gameTitle\n      hostName\n      seatsFree\n    }\n  }\n':
    types.AcceptRoomInviteDocument,
  '\n  mutation SetRoomInvite($roomId: ID!, $on: Boolean!) {\n    setRoomInvite(roomId: $roomId, on: $on) {\n      id\n      invite\n    }\n  }\n':
    types.SetRoomInviteDocument,
  '\n  mutation RenewRoomInvite($roomId: ID!) {\n    renewRoomInvite(roomId: $roomId) {\n      id\n      invite\n    }\n  }\n':
    types.RenewRoomInviteDocument,
  '\n  query InviteRoomFacts($code: String!) {\n    room(code: $code) {\n      id\n      game {\n        id\n        visibility\n        playPermission\n        allowSpectators\n      }\n    }\n  }\n':
    types.InviteRoomFactsDocument,
  '\n  query RoomFairness($code: String!) {\n    room(code: $code) {\n      id\n      code\n      status\n      game {\n        ...GameLinkFields\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n':
    types.RoomFairnessDocument,
  '\n  query RoomReplay($code: String!) {\n    room(code: $code) {\n      id\n      code\n      ended\n      replayShared\n      viewerMayShareReplay\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n':
    types.RoomReplayDocument,
  '\n  mutation ShareRoomReplay($roomId: ID!, $shared: Boolean!) {\n    shareRoomReplay(roomId: $roomId, shared: $shared) {\n      __typename\n      id\n      replayShared\n    }\n  }\n':
    types.ShareRoomReplayDocument,
  '\n  fragment RoomWatchingFields on Room {\n    id\n    watching {\n      on\n      everyHand {\n        delayMoves\n        delaySeconds\n      }\n      asked {\n        user {\n          id\n          name\n        }\n        agreed\n      }\n      watchers\n      viewerMayChoose\n      viewerMustAnswer\n    }\n    following {\n      on\n      seats\n      viewerSeat\n      viewerAllows\n    }\n  }\n':
    types.RoomWatchingFieldsFragmentDoc,
  '\n  query RoomWatching($code: String!) {\n    room(code: $code) {\n      ...RoomWatchingFields\n    }\n  }\n':
    types.RoomWatchingDocument,
  '\n  mutation SetRoomEveryHand($roomId: ID!, $on: Boolean!, $delayMoves: Int, $delaySeconds: Int) {\n    setRoomEveryHand(roomId: $roomId, on: $on, delayMoves: $delayMoves, delaySeconds: $delaySeconds) {\n      ...RoomWatchingFields\n    }\n  }\n':
    types.SetRoomEveryHandDocument,
  '\n  mutation AnswerRoomEveryHand($roomId: ID!, $agree: Boolean!) {\n    answerRoomEveryHand(roomId: $roomId, agree: $agree) {\n      ...RoomWatchingFields\n    }\n  }\n':
    types.AnswerRoomEveryHandDocument,
  '\n  mutation SetRoomFollow($roomId: ID!, $on: Boolean!) {\n    setRoomFollow(roomId: $roomId, on: $on) {\n      ...RoomWatchingFields\n    }\n  }\n':
    types.SetRoomFollowDocument,
  '\n  mutation AllowRoomFollow($roomId: ID!, $allow: Boolean!) {\n    allowRoomFollow(roomId: $roomId, allow: $allow) {\n      ...RoomWatchingFields\n    }\n  }\n':
    types.AllowRoomFollowDocument,
  '\n  query WatchRoom($code: String!, $watcher: String, $seat: String!, $following: Boolean!) {\n    room(code: $code) {\n      id\n      code\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      watching {\n        on\n        viewerMayWatch\n        everyHand {\n          delayMoves\n          delaySeconds\n        }\n      }\n      everyHandTable(watcher: $watcher) @skip(if: $following) {\n        seq\n        view\n      }\n      followTable(seatId: $seat, watcher: $watcher) @include(if: $following) {\n        seq\n        view\n      }\n    }\n  }\n':
    types.WatchRoomDocument,
  '\n  fragment GameLinkFields on Game {\n    id\n    gameName\n    title\n    owner {\n      id\n      userName\n    }\n  }\n':
    types.GameLinkFieldsFragmentDoc,
  '\n  fragment GameImageFields on GameImage {\n    assetId\n    path\n    thumbnailPath\n  }\n': types.GameImageFieldsFragmentDoc,
  '\n  fragment GamePageContentFields on GamePageContent {\n    overview\n    minPlayers\n    maxPlayers\n    playMinutes\n    images {\n      ...GameImageFields\n    }\n  }\n':
    types.GamePageContentFieldsFragmentDoc,
  '\n  query SettingsGame($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      canonicalPath\n      redirectTo\n      robots\n      owner {\n        id\n        userName\n        name\n      }\n      thumbnail {\n        ...GameImageFields\n      }\n      page {\n        ...GamePageContentFields\n      }\n      playPermission\n      allowSpectators\n      viewerRole\n      viewerCan {\n        view\n        viewDraft\n        edit\n        publish\n        manage\n        delete\n        play\n        watch\n      }\n    }\n  }\n':
    types.SettingsGameDocument,
  '\n  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {\n    updateGameProfile(id: $id, input: $input) {\n      id\n      gameName\n      title\n      description\n      canonicalPath\n      thumbnail {\n        ...GameImageFields\n      }\n    }\n  }\n':
    types.UpdateGameProfileDocument,
  '\n  mutation UpdateGamePage($id: ID!, $input: UpdateGamePageInput!) {\n    updateGamePage(id: $id, input: $input) {\n      id\n      visibility\n      robots\n      page {\n        ...GamePageContentFields\n      }\n    }\n  }\n':
    types.UpdateGamePageDocument,
  '\n  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {\n    updateGamePermissions(id: $id, input: $input) {\n      id\n      playPermission\n      allowSpectators\n    }\n  }\n':
    types.UpdateGamePermissionsDocument,
  '\n  fragment InviteFields on Invite {\n    id\n    code\n    url\n    kind\n    role\n    email\n    maxUses\n    useCount\n    expiresAt\n    revokedAt\n    status\n  }\n':
    types.InviteFieldsFragmentDoc,
  '\n  query GameMembers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      members {\n        user {\n          ...UserCardFields\n        }\n        role\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n':
    types.GameMembersDocument,
  '\n  query GamePlayers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      players {\n        user {\n          ...UserCardFields\n        }\n        source\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n':
    types.GamePlayersDocument,
  '\n  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {\n      role\n    }\n  }\n':
    types.ChangeMemberRoleDocument,
  '\n  mutation RemoveMember($gameId: ID!, $userId: ID!) {\n    removeMember(gameId: $gameId, userId: $userId)\n  }\n':
    types.RemoveMemberDocument,
  '\n  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {\n    transferGameOwnership(gameId: $gameId, userId: $userId) {\n      id\n      canonicalPath\n      viewerRole\n    }\n  }\n':
    types.TransferGameOwnershipDocument,
  '\n  mutation AddPlayer($gameId: ID!, $userName: String!) {\n    addPlayer(gameId: $gameId, userName: $userName) {\n      source\n    }\n  }\n':
    types.AddPlayerDocument,
  '\n  mutation RemovePlayer($gameId: ID!, $userId: ID!) {\n    removePlayer(gameId: $gameId, userId: $userId)\n  }\n':
    types.RemovePlayerDocument,
  '\n  mutation CreateInvite($gameId: ID!, $input: CreateInviteInput!) {\n    createInvite(gameId: $gameId, input: $input) {\n      ...InviteFields\n    }\n  }\n':
    types.CreateInviteDocument,
  '\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n':
    types.RevokeInviteDocument,
  '\n  query GameRevisions($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        createdAt\n        updatedAt\n        publishedAt\n        author {\n          userName\n          name\n        }\n        roomCount\n      }\n    }\n  }\n':
    types.GameRevisionsDocument,
  '\n  mutation SettingsPublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      id\n      name\n    }\n  }\n':
    types.SettingsPublishRevisionDocument,
  '\n  mutation SettingsCreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      id\n      name\n      version\n    }\n  }\n':
    types.SettingsCreateDraftFromRevisionDocument,
  '\n  mutation DeleteRevision($id: ID!) {\n    deleteRevision(id: $id)\n  }\n': types.DeleteRevisionDocument,
  '\n  mutation DeleteGame($id: ID!, $confirmGameName: String) {\n    deleteGame(id: $id, confirmGameName: $confirmGameName)\n  }\n':
    types.DeleteGameDocument,
  '\n  fragment UserCardFields on User {\n    id\n    userName\n    name\n    image\n  }\n': types.UserCardFieldsFragmentDoc,
  '\n  query AppHeaderQuery {\n    viewer {\n      ...UserCardFields\n    }\n  }\n': types.AppHeaderQueryDocument,
  '\n  mutation LogOut {\n    logOut\n  }\n': types.LogOutDocument,
  '\n  query UploadedImageStatus($id: ID!) {\n    asset(id: $id) {\n      id\n      status\n      failureReason\n      renditions {\n        name\n        path\n      }\n    }\n  }\n':
    types.UploadedImageStatusDocument,
  '\n  fragment AssetFields on Asset {\n    id\n    status\n    pipeline\n    contentType\n    byteSize\n    width\n    height\n    rows\n    columns\n    gameId\n    failureReason\n    originalPath\n    thumbnailPath\n    createdAt\n    updatedAt\n    renditions {\n      name\n      path\n      width\n      height\n      contentType\n      byteSize\n    }\n    frames {\n      index\n      row\n      column\n      path\n      width\n      height\n    }\n  }\n':
    types.AssetFieldsFragmentDoc,
  '\n  query GameUploads($gameId: ID!) {\n    viewerAssets(gameId: $gameId, first: 500) {\n      ...AssetFields\n    }\n  }\n':
    types.GameUploadsDocument,
  '\n  query Upload($id: ID!) {\n    asset(id: $id) {\n      ...AssetFields\n    }\n  }\n': types.UploadDocument,
  '\n  subscription AssetUpdated($id: ID!) {\n    assetUpdated(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.AssetUpdatedDocument,
  '\n  mutation DeleteUpload($id: ID!) {\n    deleteAsset(id: $id)\n  }\n': types.DeleteUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PlanLimits on Plan {\n    id\n    name\n    maxPrivateGames\n    maxOpenRooms\n    maxAssetBytes\n    maxSeatsPerRoom\n  }\n',
): (typeof documents)['\n  fragment PlanLimits on Plan {\n    id\n    name\n    maxPrivateGames\n    maxOpenRooms\n    maxAssetBytes\n    maxSeatsPerRoom\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      mailWrittenToFolder\n    }\n  }\n',
): (typeof documents)['\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n      mailWrittenToFolder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteSignUp($token: String!, $password: String!) {\n    completeSignUp(token: $token, password: $password) {\n      ...UserCardFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CompleteSignUp($token: String!, $password: String!) {\n    completeSignUp(token: $token, password: $password) {\n      ...UserCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...UserCardFields\n    }\n  }\n',
): (typeof documents)['\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...UserCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewerAccount {\n    viewer {\n      ...UserCardFields\n      account {\n        email\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ViewerAccount {\n    viewer {\n      ...UserCardFields\n      account {\n        email\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserCardFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) {\n      id\n      account {\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangeEmail($email: String!, $password: String!) {\n    changeEmail(email: $email, password: $password) {\n      id\n      account {\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n',
): (typeof documents)['\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n',
): (typeof documents)['\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserProfile($userName: String!) {\n    user(userName: $userName) {\n      ...UserCardFields\n      createdAt\n    }\n    userGames(userName: $userName) {\n      id\n      gameName\n      title\n      description\n      visibility\n    }\n  }\n',
): (typeof documents)['\n  query UserProfile($userName: String!) {\n    user(userName: $userName) {\n      ...UserCardFields\n      createdAt\n    }\n    userGames(userName: $userName) {\n      id\n      gameName\n      title\n      description\n      visibility\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Plans {\n    plans {\n      ...PlanLimits\n    }\n  }\n',
): (typeof documents)['\n  query Plans {\n    plans {\n      ...PlanLimits\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SignUpGuest {\n    guest {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query SignUpGuest {\n    guest {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewerGames {\n    viewerGames {\n      id\n      gameName\n      title\n      visibility\n      updatedAt\n      latestPublished {\n        id\n        name\n      }\n      viewerCan {\n        viewDraft\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ViewerGames {\n    viewerGames {\n      id\n      gameName\n      title\n      visibility\n      updatedAt\n      latestPublished {\n        id\n        name\n      }\n      viewerCan {\n        viewDraft\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountPlan {\n    viewer {\n      id\n      account {\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n        usage {\n          privateGames\n          openRooms\n          assetBytes\n        }\n      }\n    }\n    plans {\n      ...PlanLimits\n    }\n  }\n',
): (typeof documents)['\n  query AccountPlan {\n    viewer {\n      id\n      account {\n        proUntil\n        plan {\n          ...PlanLimits\n        }\n        usage {\n          privateGames\n          openRooms\n          assetBytes\n        }\n      }\n    }\n    plans {\n      ...PlanLimits\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewerSessions {\n    viewerSessions {\n      id\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n',
): (typeof documents)['\n  query ViewerSessions {\n    viewerSessions {\n      id\n      userAgent\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n',
): (typeof documents)['\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n',
): (typeof documents)['\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewerRooms {\n    viewer {\n      id\n    }\n    viewerRooms {\n      id\n      code\n      status\n      ended\n      testPlay\n      lastActivityAt\n      viewerCanManage\n      seatsTaken\n      seatCount\n      countsTowardLimit\n      closesWhenIdle\n      host {\n        id\n      }\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ViewerRooms {\n    viewer {\n      id\n    }\n    viewerRooms {\n      id\n      code\n      status\n      ended\n      testPlay\n      lastActivityAt\n      viewerCanManage\n      seatsTaken\n      seatCount\n      countsTowardLimit\n      closesWhenIdle\n      host {\n        id\n      }\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CloseRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n',
): (typeof documents)['\n  mutation CloseRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReopenRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ReopenRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n      lastActivityAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RevisionSummaryFields on Revision {\n    id\n    name\n    published\n    publishedAt\n  }\n',
): (typeof documents)['\n  fragment RevisionSummaryFields on Revision {\n    id\n    name\n    published\n    publishedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EditorRevisionFields on Revision {\n    id\n    name\n    published\n    version\n    publishedAt\n    updatedAt\n    document\n  }\n',
): (typeof documents)['\n  fragment EditorRevisionFields on Revision {\n    id\n    name\n    published\n    version\n    publishedAt\n    updatedAt\n    document\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Editor($userName: String!, $gameName: String!, $revisionName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      visibility\n      viewerCanEdit\n      owner {\n        id\n        userName\n      }\n      revisions {\n        ...RevisionSummaryFields\n      }\n      revision(name: $revisionName) {\n        ...EditorRevisionFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Editor($userName: String!, $gameName: String!, $revisionName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      visibility\n      viewerCanEdit\n      owner {\n        id\n        userName\n      }\n      revisions {\n        ...RevisionSummaryFields\n      }\n      revision(name: $revisionName) {\n        ...EditorRevisionFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {\n    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddPart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $input: JSON!) {\n    addPart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, input: $input) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {\n    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!, $patch: JSON!) {\n    updatePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id, patch: $patch) {\n      id\n      revision {\n        ...EditorRevisionFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {\n    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePart($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $id: ID!) {\n    deletePart(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, id: $id) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {\n    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ReorderParts($revisionId: ID!, $expectedVersion: Int!, $kind: PartKind!, $ids: [ID!]!) {\n    reorderParts(revisionId: $revisionId, expectedVersion: $expectedVersion, kind: $kind, ids: $ids) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {\n    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateParts($revisionId: ID!, $expectedVersion: Int!, $updates: [PartUpdateInput!]!) {\n    updateParts(revisionId: $revisionId, expectedVersion: $expectedVersion, updates: $updates) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {\n    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveDocument($revisionId: ID!, $expectedVersion: Int!, $document: JSON!) {\n    saveDocument(revisionId: $revisionId, expectedVersion: $expectedVersion, document: $document) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!, $newFields: [CsvNewFieldInput!]) {\n    importVariantsCsv(\n      revisionId: $revisionId\n      expectedVersion: $expectedVersion\n      componentId: $componentId\n      csv: $csv\n      newFields: $newFields\n    ) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportVariantsCsv($revisionId: ID!, $expectedVersion: Int!, $componentId: ID!, $csv: String!, $newFields: [CsvNewFieldInput!]) {\n    importVariantsCsv(\n      revisionId: $revisionId\n      expectedVersion: $expectedVersion\n      componentId: $componentId\n      csv: $csv\n      newFields: $newFields\n    ) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      ...RevisionSummaryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation PublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      ...RevisionSummaryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      ...EditorRevisionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      ...EditorRevisionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revision(name: $revisionName) {\n        id\n        variantsCsv(componentId: $componentId)\n      }\n    }\n  }\n',
): (typeof documents)['\n  query VariantsCsv($userName: String!, $gameName: String!, $revisionName: String!, $componentId: ID!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revision(name: $revisionName) {\n        id\n        variantsCsv(componentId: $componentId)\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RevisionDocuments($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        document\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RevisionDocuments($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        document\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTestPlay($gameId: ID!) {\n    createRoom(gameId: $gameId, revisionName: "draft") {\n      id\n      code\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTestPlay($gameId: ID!) {\n    createRoom(gameId: $gameId, revisionName: "draft") {\n      id\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {\n    createGameFromTemplate(input: $input) {\n      ...GameLinkFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateGameFromTemplate($input: CreateGameFromTemplateInput!) {\n    createGameFromTemplate(input: $input) {\n      ...GameLinkFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PlayTemplate($templateId: ID!) {\n    playTemplate(templateId: $templateId) {\n      ...GameLinkFields\n    }\n  }\n',
): (typeof documents)['\n  mutation PlayTemplate($templateId: ID!) {\n    playTemplate(templateId: $templateId) {\n      ...GameLinkFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateGameViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  query CreateGameViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateGame($input: CreateGameInput!) {\n    createGame(input: $input) {\n      ...GameLinkFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateGame($input: CreateGameInput!) {\n    createGame(input: $input) {\n      ...GameLinkFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamePage($userName: String!, $gameName: String!) {\n    viewer {\n      id\n      userName\n    }\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      viewerCanEdit\n      viewerCan {\n        viewDraft\n      }\n      owner {\n        ...UserCardFields\n      }\n      latestPublished {\n        id\n        name\n        seatCount\n        runsScripts\n      }\n      thumbnail {\n        path\n      }\n      page {\n        minPlayers\n        maxPlayers\n        playMinutes\n        images {\n          path\n        }\n      }\n      viewerOpenRooms {\n        id\n        code\n        seatsTaken\n        seatCount\n        lastActivityAt\n        host {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GamePage($userName: String!, $gameName: String!) {\n    viewer {\n      id\n      userName\n    }\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      viewerCanEdit\n      viewerCan {\n        viewDraft\n      }\n      owner {\n        ...UserCardFields\n      }\n      latestPublished {\n        id\n        name\n        seatCount\n        runsScripts\n      }\n      thumbnail {\n        path\n      }\n      page {\n        minPlayers\n        maxPlayers\n        playMinutes\n        images {\n          path\n        }\n      }\n      viewerOpenRooms {\n        id\n        code\n        seatsTaken\n        seatCount\n        lastActivityAt\n        host {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRoom($gameId: ID!, $revisionName: String) {\n    createRoom(gameId: $gameId, revisionName: $revisionName) {\n      id\n      code\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRoom($gameId: ID!, $revisionName: String) {\n    createRoom(gameId: $gameId, revisionName: $revisionName) {\n      id\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublicGames($search: String, $order: GameOrder, $first: Int, $offset: Int) {\n    publicGames(search: $search, order: $order, first: $first, offset: $offset) {\n      total\n      games {\n        id\n        gameName\n        title\n        description\n        visibility\n        updatedAt\n        owner {\n          ...UserCardFields\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PublicGames($search: String, $order: GameOrder, $first: Int, $offset: Int) {\n    publicGames(search: $search, order: $order, first: $first, offset: $offset) {\n      total\n      games {\n        id\n        gameName\n        title\n        description\n        visibility\n        updatedAt\n        owner {\n          ...UserCardFields\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameTableSaves($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      tableSaves {\n        id\n        name\n        createdAt\n        bytes\n        revisionName\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GameTableSaves($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      tableSaves {\n        id\n        name\n        createdAt\n        bytes\n        revisionName\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveTable($roomId: ID!, $name: String!) {\n    saveTable(roomId: $roomId, name: $name) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveTable($roomId: ID!, $name: String!) {\n    saveTable(roomId: $roomId, name: $name) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateRoomFromSave($saveId: ID!) {\n    createRoomFromSave(saveId: $saveId) {\n      id\n      code\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateRoomFromSave($saveId: ID!) {\n    createRoomFromSave(saveId: $saveId) {\n      id\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTableSave($id: ID!) {\n    deleteTableSave(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteTableSave($id: ID!) {\n    deleteTableSave(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameSummaryFields on GameSummary {\n    title\n    gameName\n    ownerUserName\n    ownerName\n    path\n    thumbnailPath\n  }\n',
): (typeof documents)['\n  fragment GameSummaryFields on GameSummary {\n    title\n    gameName\n    ownerUserName\n    ownerName\n    path\n    thumbnailPath\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvitePreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    invite(code: $code) {\n      code\n      kind\n      role\n      status\n      expiresAt\n      viewerRole\n      viewerIsPlayer\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InvitePreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    invite(code: $code) {\n      code\n      kind\n      role\n      status\n      expiresAt\n      viewerRole\n      viewerIsPlayer\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptInvite($code: String!) {\n    acceptInvite(code: $code) {\n      kind\n      role\n      game {\n        id\n        gameName\n        title\n        canonicalPath\n        viewerRole\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptInvite($code: String!) {\n    acceptInvite(code: $code) {\n      kind\n      role\n      game {\n        id\n        gameName\n        title\n        canonicalPath\n        viewerRole\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query ActivationKeyPreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    activationKey(code: $code) {\n      kind\n      proDays\n      status\n      expiresAt\n      # The invite page's fragment (invites/documents.ts): both pages show a game the same way.\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n",
): (typeof documents)["\n  query ActivationKeyPreview($code: String!) {\n    viewer {\n      id\n      userName\n    }\n    activationKey(code: $code) {\n      kind\n      proDays\n      status\n      expiresAt\n      # The invite page's fragment (invites/documents.ts): both pages show a game the same way.\n      game {\n        ...GameSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedeemActivationKey($code: String!) {\n    redeemActivationKey(code: $code) {\n      kind\n      proUntil\n      game {\n        id\n        title\n        canonicalPath\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RedeemActivationKey($code: String!) {\n    redeemActivationKey(code: $code) {\n      kind\n      proUntil\n      game {\n        id\n        title\n        canonicalPath\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RoomHostFields on Room {\n    id\n    status\n    host {\n      id\n      name\n    }\n    removedPeople {\n      removedAt\n      user {\n        id\n        name\n        image\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment RoomHostFields on Room {\n    id\n    status\n    host {\n      id\n      name\n    }\n    removedPeople {\n      removedAt\n      user {\n        id\n        name\n        image\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlayRoom($code: String!) {\n    viewer {\n      id\n    }\n    guest {\n      id\n      name\n    }\n    room(code: $code) {\n      id\n      code\n      status\n      ended\n      testPlay\n      viewerCanManage\n      guestsMaySit\n      invite\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n        document\n      }\n      players {\n        seatId\n        user {\n          ...UserCardFields\n        }\n      }\n      ...RoomHostFields\n    }\n  }\n',
): (typeof documents)['\n  query PlayRoom($code: String!) {\n    viewer {\n      id\n    }\n    guest {\n      id\n      name\n    }\n    room(code: $code) {\n      id\n      code\n      status\n      ended\n      testPlay\n      viewerCanManage\n      guestsMaySit\n      invite\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        name\n        document\n      }\n      players {\n        seatId\n        user {\n          ...UserCardFields\n        }\n      }\n      ...RoomHostFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReopenPlayRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ReopenPlayRoom($id: ID!) {\n    reopenRoom(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndPlayRoom($id: ID!) {\n    endRoom(id: $id) {\n      id\n      status\n      ended\n    }\n  }\n',
): (typeof documents)['\n  mutation EndPlayRoom($id: ID!) {\n    endRoom(id: $id) {\n      id\n      status\n      ended\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClosePlayRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ClosePlayRoom($id: ID!) {\n    closeRoom(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {\n    removeFromRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveFromRoom($roomId: ID!, $userId: ID!) {\n    removeFromRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {\n    allowBackInRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AllowBackInRoom($roomId: ID!, $userId: ID!) {\n    allowBackInRoom(roomId: $roomId, userId: $userId) {\n      ...RoomHostFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferRoomHost($roomId: ID!, $userId: ID!) {\n    transferRoomHost(roomId: $roomId, userId: $userId) {\n      id\n      status\n      host {\n        id\n        name\n      }\n      viewerCanManage\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferRoomHost($roomId: ID!, $userId: ID!) {\n    transferRoomHost(roomId: $roomId, userId: $userId) {\n      id\n      status\n      host {\n        id\n        name\n      }\n      viewerCanManage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinRoomAsGuest($code: String!, $name: String!, $invite: String) {\n    joinRoomAsGuest(code: $code, name: $name, invite: $invite) {\n      id\n      code\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinRoomAsGuest($code: String!, $name: String!, $invite: String) {\n    joinRoomAsGuest(code: $code, name: $name, invite: $invite) {\n      id\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptRoomInvite($code: String!, $invite: String!) {\n    acceptRoomInvite(code: $code, invite: $invite) {\n      admitted\n      gameTitle\n      hostName\n      seatsFree\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptRoomInvite($code: String!, $invite: String!) {\n    acceptRoomInvite(code: $code, invite: $invite) {\n      admitted\n      gameTitle\n      hostName\n      seatsFree\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRoomInvite($roomId: ID!, $on: Boolean!) {\n    setRoomInvite(roomId: $roomId, on: $on) {\n      id\n      invite\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRoomInvite($roomId: ID!, $on: Boolean!) {\n    setRoomInvite(roomId: $roomId, on: $on) {\n      id\n      invite\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenewRoomInvite($roomId: ID!) {\n    renewRoomInvite(roomId: $roomId) {\n      id\n      invite\n    }\n  }\n',
): (typeof documents)['\n  mutation RenewRoomInvite($roomId: ID!) {\n    renewRoomInvite(roomId: $roomId) {\n      id\n      invite\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InviteRoomFacts($code: String!) {\n    room(code: $code) {\n      id\n      game {\n        id\n        visibility\n        playPermission\n        allowSpectators\n      }\n    }\n  }\n',
): (typeof documents)['\n  query InviteRoomFacts($code: String!) {\n    room(code: $code) {\n      id\n      game {\n        id\n        visibility\n        playPermission\n        allowSpectators\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RoomFairness($code: String!) {\n    room(code: $code) {\n      id\n      code\n      status\n      game {\n        ...GameLinkFields\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RoomFairness($code: String!) {\n    room(code: $code) {\n      id\n      code\n      status\n      game {\n        ...GameLinkFields\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RoomReplay($code: String!) {\n    room(code: $code) {\n      id\n      code\n      ended\n      replayShared\n      viewerMayShareReplay\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RoomReplay($code: String!) {\n    room(code: $code) {\n      id\n      code\n      ended\n      replayShared\n      viewerMayShareReplay\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      fairness {\n        initialState\n        roomSecret\n        ops {\n          seq\n          opVersion\n          payload\n          commitment\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ShareRoomReplay($roomId: ID!, $shared: Boolean!) {\n    shareRoomReplay(roomId: $roomId, shared: $shared) {\n      __typename\n      id\n      replayShared\n    }\n  }\n',
): (typeof documents)['\n  mutation ShareRoomReplay($roomId: ID!, $shared: Boolean!) {\n    shareRoomReplay(roomId: $roomId, shared: $shared) {\n      __typename\n      id\n      replayShared\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RoomWatchingFields on Room {\n    id\n    watching {\n      on\n      everyHand {\n        delayMoves\n        delaySeconds\n      }\n      asked {\n        user {\n          id\n          name\n        }\n        agreed\n      }\n      watchers\n      viewerMayChoose\n      viewerMustAnswer\n    }\n    following {\n      on\n      seats\n      viewerSeat\n      viewerAllows\n    }\n  }\n',
): (typeof documents)['\n  fragment RoomWatchingFields on Room {\n    id\n    watching {\n      on\n      everyHand {\n        delayMoves\n        delaySeconds\n      }\n      asked {\n        user {\n          id\n          name\n        }\n        agreed\n      }\n      watchers\n      viewerMayChoose\n      viewerMustAnswer\n    }\n    following {\n      on\n      seats\n      viewerSeat\n      viewerAllows\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RoomWatching($code: String!) {\n    room(code: $code) {\n      ...RoomWatchingFields\n    }\n  }\n',
): (typeof documents)['\n  query RoomWatching($code: String!) {\n    room(code: $code) {\n      ...RoomWatchingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRoomEveryHand($roomId: ID!, $on: Boolean!, $delayMoves: Int, $delaySeconds: Int) {\n    setRoomEveryHand(roomId: $roomId, on: $on, delayMoves: $delayMoves, delaySeconds: $delaySeconds) {\n      ...RoomWatchingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRoomEveryHand($roomId: ID!, $on: Boolean!, $delayMoves: Int, $delaySeconds: Int) {\n    setRoomEveryHand(roomId: $roomId, on: $on, delayMoves: $delayMoves, delaySeconds: $delaySeconds) {\n      ...RoomWatchingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AnswerRoomEveryHand($roomId: ID!, $agree: Boolean!) {\n    answerRoomEveryHand(roomId: $roomId, agree: $agree) {\n      ...RoomWatchingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AnswerRoomEveryHand($roomId: ID!, $agree: Boolean!) {\n    answerRoomEveryHand(roomId: $roomId, agree: $agree) {\n      ...RoomWatchingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRoomFollow($roomId: ID!, $on: Boolean!) {\n    setRoomFollow(roomId: $roomId, on: $on) {\n      ...RoomWatchingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRoomFollow($roomId: ID!, $on: Boolean!) {\n    setRoomFollow(roomId: $roomId, on: $on) {\n      ...RoomWatchingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AllowRoomFollow($roomId: ID!, $allow: Boolean!) {\n    allowRoomFollow(roomId: $roomId, allow: $allow) {\n      ...RoomWatchingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AllowRoomFollow($roomId: ID!, $allow: Boolean!) {\n    allowRoomFollow(roomId: $roomId, allow: $allow) {\n      ...RoomWatchingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WatchRoom($code: String!, $watcher: String, $seat: String!, $following: Boolean!) {\n    room(code: $code) {\n      id\n      code\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      watching {\n        on\n        viewerMayWatch\n        everyHand {\n          delayMoves\n          delaySeconds\n        }\n      }\n      everyHandTable(watcher: $watcher) @skip(if: $following) {\n        seq\n        view\n      }\n      followTable(seatId: $seat, watcher: $watcher) @include(if: $following) {\n        seq\n        view\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WatchRoom($code: String!, $watcher: String, $seat: String!, $following: Boolean!) {\n    room(code: $code) {\n      id\n      code\n      game {\n        ...GameLinkFields\n      }\n      revision {\n        id\n        document\n      }\n      players {\n        user {\n          id\n          name\n        }\n      }\n      watching {\n        on\n        viewerMayWatch\n        everyHand {\n          delayMoves\n          delaySeconds\n        }\n      }\n      everyHandTable(watcher: $watcher) @skip(if: $following) {\n        seq\n        view\n      }\n      followTable(seatId: $seat, watcher: $watcher) @include(if: $following) {\n        seq\n        view\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameLinkFields on Game {\n    id\n    gameName\n    title\n    owner {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  fragment GameLinkFields on Game {\n    id\n    gameName\n    title\n    owner {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameImageFields on GameImage {\n    assetId\n    path\n    thumbnailPath\n  }\n',
): (typeof documents)['\n  fragment GameImageFields on GameImage {\n    assetId\n    path\n    thumbnailPath\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GamePageContentFields on GamePageContent {\n    overview\n    minPlayers\n    maxPlayers\n    playMinutes\n    images {\n      ...GameImageFields\n    }\n  }\n',
): (typeof documents)['\n  fragment GamePageContentFields on GamePageContent {\n    overview\n    minPlayers\n    maxPlayers\n    playMinutes\n    images {\n      ...GameImageFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsGame($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      canonicalPath\n      redirectTo\n      robots\n      owner {\n        id\n        userName\n        name\n      }\n      thumbnail {\n        ...GameImageFields\n      }\n      page {\n        ...GamePageContentFields\n      }\n      playPermission\n      allowSpectators\n      viewerRole\n      viewerCan {\n        view\n        viewDraft\n        edit\n        publish\n        manage\n        delete\n        play\n        watch\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SettingsGame($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      gameName\n      title\n      description\n      visibility\n      canonicalPath\n      redirectTo\n      robots\n      owner {\n        id\n        userName\n        name\n      }\n      thumbnail {\n        ...GameImageFields\n      }\n      page {\n        ...GamePageContentFields\n      }\n      playPermission\n      allowSpectators\n      viewerRole\n      viewerCan {\n        view\n        viewDraft\n        edit\n        publish\n        manage\n        delete\n        play\n        watch\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {\n    updateGameProfile(id: $id, input: $input) {\n      id\n      gameName\n      title\n      description\n      canonicalPath\n      thumbnail {\n        ...GameImageFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateGameProfile($id: ID!, $input: UpdateGameProfileInput!) {\n    updateGameProfile(id: $id, input: $input) {\n      id\n      gameName\n      title\n      description\n      canonicalPath\n      thumbnail {\n        ...GameImageFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateGamePage($id: ID!, $input: UpdateGamePageInput!) {\n    updateGamePage(id: $id, input: $input) {\n      id\n      visibility\n      robots\n      page {\n        ...GamePageContentFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateGamePage($id: ID!, $input: UpdateGamePageInput!) {\n    updateGamePage(id: $id, input: $input) {\n      id\n      visibility\n      robots\n      page {\n        ...GamePageContentFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {\n    updateGamePermissions(id: $id, input: $input) {\n      id\n      playPermission\n      allowSpectators\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateGamePermissions($id: ID!, $input: UpdateGamePermissionsInput!) {\n    updateGamePermissions(id: $id, input: $input) {\n      id\n      playPermission\n      allowSpectators\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InviteFields on Invite {\n    id\n    code\n    url\n    kind\n    role\n    email\n    maxUses\n    useCount\n    expiresAt\n    revokedAt\n    status\n  }\n',
): (typeof documents)['\n  fragment InviteFields on Invite {\n    id\n    code\n    url\n    kind\n    role\n    email\n    maxUses\n    useCount\n    expiresAt\n    revokedAt\n    status\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameMembers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      members {\n        user {\n          ...UserCardFields\n        }\n        role\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GameMembers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      members {\n        user {\n          ...UserCardFields\n        }\n        role\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamePlayers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      players {\n        user {\n          ...UserCardFields\n        }\n        source\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GamePlayers($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      players {\n        user {\n          ...UserCardFields\n        }\n        source\n        since\n      }\n      invites {\n        ...InviteFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangeMemberRole($gameId: ID!, $userId: ID!, $role: MemberRole!) {\n    changeMemberRole(gameId: $gameId, userId: $userId, role: $role) {\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveMember($gameId: ID!, $userId: ID!) {\n    removeMember(gameId: $gameId, userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation RemoveMember($gameId: ID!, $userId: ID!) {\n    removeMember(gameId: $gameId, userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {\n    transferGameOwnership(gameId: $gameId, userId: $userId) {\n      id\n      canonicalPath\n      viewerRole\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferGameOwnership($gameId: ID!, $userId: ID!) {\n    transferGameOwnership(gameId: $gameId, userId: $userId) {\n      id\n      canonicalPath\n      viewerRole\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddPlayer($gameId: ID!, $userName: String!) {\n    addPlayer(gameId: $gameId, userName: $userName) {\n      source\n    }\n  }\n',
): (typeof documents)['\n  mutation AddPlayer($gameId: ID!, $userName: String!) {\n    addPlayer(gameId: $gameId, userName: $userName) {\n      source\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemovePlayer($gameId: ID!, $userId: ID!) {\n    removePlayer(gameId: $gameId, userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation RemovePlayer($gameId: ID!, $userId: ID!) {\n    removePlayer(gameId: $gameId, userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateInvite($gameId: ID!, $input: CreateInviteInput!) {\n    createInvite(gameId: $gameId, input: $input) {\n      ...InviteFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateInvite($gameId: ID!, $input: CreateInviteInput!) {\n    createInvite(gameId: $gameId, input: $input) {\n      ...InviteFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameRevisions($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        createdAt\n        updatedAt\n        publishedAt\n        author {\n          userName\n          name\n        }\n        roomCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GameRevisions($userName: String!, $gameName: String!) {\n    game(userName: $userName, gameName: $gameName) {\n      id\n      revisions {\n        id\n        name\n        published\n        createdAt\n        updatedAt\n        publishedAt\n        author {\n          userName\n          name\n        }\n        roomCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsPublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsPublishRevision($gameId: ID!) {\n    publishRevision(gameId: $gameId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsCreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      id\n      name\n      version\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsCreateDraftFromRevision($revisionId: ID!) {\n    createDraftFromRevision(revisionId: $revisionId) {\n      id\n      name\n      version\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteRevision($id: ID!) {\n    deleteRevision(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteRevision($id: ID!) {\n    deleteRevision(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteGame($id: ID!, $confirmGameName: String) {\n    deleteGame(id: $id, confirmGameName: $confirmGameName)\n  }\n',
): (typeof documents)['\n  mutation DeleteGame($id: ID!, $confirmGameName: String) {\n    deleteGame(id: $id, confirmGameName: $confirmGameName)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserCardFields on User {\n    id\n    userName\n    name\n    image\n  }\n',
): (typeof documents)['\n  fragment UserCardFields on User {\n    id\n    userName\n    name\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppHeaderQuery {\n    viewer {\n      ...UserCardFields\n    }\n  }\n',
): (typeof documents)['\n  query AppHeaderQuery {\n    viewer {\n      ...UserCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation LogOut {\n    logOut\n  }\n'): (typeof documents)['\n  mutation LogOut {\n    logOut\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UploadedImageStatus($id: ID!) {\n    asset(id: $id) {\n      id\n      status\n      failureReason\n      renditions {\n        name\n        path\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UploadedImageStatus($id: ID!) {\n    asset(id: $id) {\n      id\n      status\n      failureReason\n      renditions {\n        name\n        path\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AssetFields on Asset {\n    id\n    status\n    pipeline\n    contentType\n    byteSize\n    width\n    height\n    rows\n    columns\n    gameId\n    failureReason\n    originalPath\n    thumbnailPath\n    createdAt\n    updatedAt\n    renditions {\n      name\n      path\n      width\n      height\n      contentType\n      byteSize\n    }\n    frames {\n      index\n      row\n      column\n      path\n      width\n      height\n    }\n  }\n',
): (typeof documents)['\n  fragment AssetFields on Asset {\n    id\n    status\n    pipeline\n    contentType\n    byteSize\n    width\n    height\n    rows\n    columns\n    gameId\n    failureReason\n    originalPath\n    thumbnailPath\n    createdAt\n    updatedAt\n    renditions {\n      name\n      path\n      width\n      height\n      contentType\n      byteSize\n    }\n    frames {\n      index\n      row\n      column\n      path\n      width\n      height\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameUploads($gameId: ID!) {\n    viewerAssets(gameId: $gameId, first: 500) {\n      ...AssetFields\n    }\n  }\n',
): (typeof documents)['\n  query GameUploads($gameId: ID!) {\n    viewerAssets(gameId: $gameId, first: 500) {\n      ...AssetFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Upload($id: ID!) {\n    asset(id: $id) {\n      ...AssetFields\n    }\n  }\n',
): (typeof documents)['\n  query Upload($id: ID!) {\n    asset(id: $id) {\n      ...AssetFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AssetUpdated($id: ID!) {\n    assetUpdated(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  subscription AssetUpdated($id: ID!) {\n    assetUpdated(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteUpload($id: ID!) {\n    deleteAsset(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteUpload($id: ID!) {\n    deleteAsset(id: $id)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
