import { api, listTags } from '@/app/api'
import type { ApiError } from '@/lib/http-error'
import type {
  ActivityAction,
  ActivityEntry,
  ActivityKind,
  AuthStatus,
  AuthStatusWithTwoFactor,
  Collaboration,
  CollaborationRequest,
  Confirmation,
  ConfirmRequest,
  DraftCreateKind,
  DraftKind,
  Passkey,
  PasskeyList,
  PasskeyNameRequest,
  PasskeyOffer,
  PasskeysOnly,
  PreviewLink,
  RecoveryCodes,
  RevisionDetail,
  RevisionKind,
  TwoFactorCodeRequest,
  TwoFactorRequired,
  TwoFactorSetup,
  Upload,
  GalleryImageRequest,
  InvestmentRequest,
  LinkRequest,
  LoginRequest,
  MediaItemRequest,
  PasswordChangeRequest,
  PreviewRequest,
  ProjectRequest,
  Schedule,
  ScheduleRequest,
  SectionLayoutRequest,
  TwoFactorDisableRequest,
  ContactMessage,
  Draft,
  GalleryImage,
  Investment,
  MediaItem,
  Project,
  ProjectLink,
  Redirect,
  Revision,
  SectionLayout,
  SignInProtection,
  SiteInfo,
  TrashItem,
  TrashKind,
} from '@/lib/api-types.gen'
import { DRAFT_KIND_ITEM_PATHS } from '@/lib/api-types.gen'
import { ACTIVITY_PAGE_SIZE } from '@/lib/limits.gen'
import type { AuthenticationResponseJSON, CreationOptionsJSON, RegistrationResponseJSON, RequestOptionsJSON } from './lib/webauthn'

export type { AuthStatusWithTwoFactor, Confirmation, DraftCreateKind, DraftKind, Passkey, PasskeyList, PreviewLink, RevisionKind, TwoFactorRequired, TwoFactorSetup }

/** The options the browser's passkey prompt takes, as the server sends them (WebAuthn's, which the API passes through). */
export interface PasskeyOptions<T> {
  publicKey: T
}

/** POST /api/auth/confirm: the password again (and a code when two-factor sign-in is on). */
export type ConfirmIdentity = Required<Pick<ConfirmRequest, 'password'>> & Pick<ConfirmRequest, 'code'>

/** POST /api/auth/2fa/disable. */
export type TwoFactorDisable = Required<TwoFactorDisableRequest>

/** Marks the cached auth status as having two-factor sign-in on or off, without refetching (which would remount the Account tab). */
function setTwoFactorFlag(on: boolean) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled
      dispatch(
        adminApi.util.updateQueryData('authStatus', undefined, (draft) => {
          if (draft) draft.twoFactorEnabled = on
        }),
      )
    } catch (rejection) {
      const error = (rejection as { error?: ApiError } | undefined)?.error
      if (error?.status === 401) dispatch(api.util.invalidateTags(['Auth']))
    }
  }
}

/** POST /api/auth/login. */
export type Credentials = Required<LoginRequest>

/** POST /api/auth/password: the signed-in administrator's own password (204; other sessions end). */
export type PasswordChange = Required<PasswordChangeRequest>

/**
 * The bodies the admin forms send (the insert shapes; PUT is partial): the
 * request types the server decodes (generated), with the members each form
 * always fills.
 */
export type ProjectInput = ProjectRequest & Required<Pick<ProjectRequest, 'title' | 'category' | 'priority'>>
export type CollaborationInput = Required<CollaborationRequest>
export type MediaItemInput = Required<MediaItemRequest>
export type InvestmentInput = Required<InvestmentRequest>
export type SectionLayoutInput = Required<SectionLayoutRequest>
export type LinkInput = Required<LinkRequest>
/** An image not marked decorative may leave the mark out (the bulk upload does). */
export type GalleryImageInput = Required<Omit<GalleryImageRequest, 'decorative'>> & Pick<GalleryImageRequest, 'decorative'>

type Update<T> = { id: number; body: Partial<T> }

/** The Site tab's PUT body: any top-level keys of the document (publicUrl is configuration, never sent). */
export type SitePatch = Partial<Omit<SiteInfo, 'publicUrl'>>

/**
 * A 401 from any admin call means the session is gone: refetching the auth
 * status (tag invalidation) brings the sign-in screen back.
 */
async function onSessionExpired(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled
  } catch (rejection) {
    const error = (rejection as { error?: ApiError } | undefined)?.error
    if (error?.status === 401) dispatch(api.util.invalidateTags(['Auth']))
  }
}

/**
 * A site save answers the whole new document: it replaces the Site tab's
 * copy at once (no second request, no flash of the old values).
 */
async function storeSavedSite(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SiteInfo }> }): Promise<void> {
  try {
    const { data } = await queryFulfilled
    dispatch(adminApi.util.upsertQueryData('adminSite', undefined, data))
  } catch {
    // The form shows the failure; its copy stays as it was.
  }
}

/**
 * The admin's own tag types: the inbox, the trash and the activity log.
 * Every delete of content moves it to the trash (Trash), and every write the
 * server records in the log invalidates Activity, so both tabs show the
 * owner's action at once.
 */
const adminBase = api.enhanceEndpoints({ addTagTypes: ['Message', 'Trash', 'Activity', 'Revision', 'Draft', 'Schedule', 'Preview', 'Redirect', 'Passkey', 'SignInProtection'] })

const TRASH = { type: 'Trash', id: 'LIST' } as const
const ACTIVITY = { type: 'Activity', id: 'LIST' } as const
/** Every item's history: each update adds a revision, so an open History panel reads its list again. */
const REVISIONS = { type: 'Revision', id: 'LIST' } as const
const PROJECTS = { type: 'Project', id: 'LIST' } as const
const LINKS = { type: 'ProjectLink', id: 'LIST' } as const
const GALLERY = { type: 'GalleryImage', id: 'LIST' } as const
const COLLABORATIONS = { type: 'Collaboration', id: 'LIST' } as const
const MEDIA = { type: 'MediaItem', id: 'LIST' } as const
const INVESTMENTS = { type: 'Investment', id: 'LIST' } as const
const SECTION_LAYOUTS = { type: 'SectionLayout', id: 'LIST' } as const
/** A project save that changes its page's address (slug or category) adds a redirect; a delete can change them too. */
const REDIRECTS = { type: 'Redirect', id: 'LIST' } as const

/**
 * The admin's endpoints. Lists are requested with the session cookie, so
 * they hold switched-off items too; they are cache entries of their own, and
 * every save invalidates the tags the public lists provide as well, so the
 * public pages show a change at once. Links and gallery images are embedded
 * in the projects list, so their saves refresh it too.
 */
export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    authStatus: build.query<AuthStatusWithTwoFactor | null, void>({
      query: () => 'api/auth/status',
      extraOptions: { on401: 'returnNull' },
      providesTags: ['Auth'],
    }),
    login: build.mutation<AuthStatus | TwoFactorRequired, Credentials>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      invalidatesTags: (result) => (result && !('twoFactorRequired' in result) ? ['Auth'] : []),
    }),
    /** The second sign-in step: a code of the authenticator app or a recovery code. */
    loginSecondStep: build.mutation<AuthStatus, Required<TwoFactorCodeRequest>>({
      query: (body) => ({ url: 'api/auth/login/2fa', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'api/auth/2fa/setup', method: 'POST' }),
      onQueryStarted: onSessionExpired,
    }),
    /** Answers the ten recovery codes, the only time they are shown. */
    enableTwoFactor: build.mutation<RecoveryCodes, Required<TwoFactorCodeRequest>>({
      query: (body) => ({ url: 'api/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      onQueryStarted: setTwoFactorFlag(true),
    }),
    disableTwoFactor: build.mutation<void, TwoFactorDisable>({
      query: (body) => ({ url: 'api/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      onQueryStarted: setTwoFactorFlag(false),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
      invalidatesTags: ['Auth'],
    }),
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: 'api/auth/password', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    upload: build.mutation<Upload, File>({
      query: (file) => {
        const body = new FormData()
        body.append('file', file)
        return { url: 'api/upload', method: 'POST', body }
      },
      invalidatesTags: [ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    adminProjects: build.query<Project[], void>({
      query: () => 'api/portfolio/projects',
      providesTags: (result) => listTags('Project', result),
    }),
    createProject: build.mutation<Project, ProjectInput>({
      query: (body) => ({ url: 'api/portfolio/projects', method: 'POST', body }),
      invalidatesTags: [PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateProject: build.mutation<Project, Update<ProjectInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/projects/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Project', id }, REVISIONS, PROJECTS, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    /** Swaps the two projects' priorities in one transaction. */
    reorderProjects: build.mutation<[Project, Project], [number, number]>({
      query: (ids) => ({ url: 'api/portfolio/projects/reorder', method: 'POST', body: { ids } }),
      // A move answers both projects: they replace their copies in the list at once, so the list is not fetched
      // again and only the two rows re-render (hundreds of projects stay quick). A failure refetches the list.
      invalidatesTags: (_r, error, [a, b]) => (error ? [{ type: 'Project', id: a }, { type: 'Project', id: b }, PROJECTS, ACTIVITY] : [ACTIVITY]),
      onQueryStarted: async (ids, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled
          const moved = new Map(data.map((p) => [p.id, p]))
          dispatch(
            adminApi.util.updateQueryData('adminProjects', undefined, (list) => {
              list.forEach((p, i) => {
                const next = moved.get(p.id)
                if (next) list[i] = next
              })
            }),
          )
        } catch {
          await onSessionExpired(ids, { dispatch, queryFulfilled })
        }
      },
    }),
    deleteProject: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: [PROJECTS, LINKS, GALLERY, TRASH, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    projectLinks: build.query<ProjectLink[], number>({
      query: (projectId) => `api/portfolio/projects/${projectId}/links`,
      providesTags: (result) => listTags('ProjectLink', result),
    }),
    createLink: build.mutation<ProjectLink, { projectId: number; body: LinkInput }>({
      query: ({ projectId, body }) => ({ url: `api/portfolio/projects/${projectId}/links`, method: 'POST', body }),
      invalidatesTags: [LINKS, PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateLink: build.mutation<ProjectLink, Update<LinkInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/links/${id}`, method: 'PUT', body }),
      invalidatesTags: [LINKS, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    deleteLink: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/links/${id}`, method: 'DELETE' }),
      invalidatesTags: [LINKS, PROJECTS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    projectGallery: build.query<GalleryImage[], number>({
      query: (projectId) => `api/portfolio/projects/${projectId}/gallery`,
      providesTags: (result) => listTags('GalleryImage', result),
    }),
    /** One image, or several at once (all or nothing). */
    createGalleryImages: build.mutation<GalleryImage | GalleryImage[], { projectId: number; body: GalleryImageInput | GalleryImageInput[] }>({
      query: ({ projectId, body }) => ({ url: `api/portfolio/projects/${projectId}/gallery`, method: 'POST', body }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateGalleryImage: build.mutation<GalleryImage, Update<GalleryImageInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/gallery/${id}`, method: 'PUT', body }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    /** Exchanges the places of two images of one gallery in one transaction; answers the gallery in its new order. */
    reorderGallery: build.mutation<GalleryImage[], [number, number]>({
      query: (ids) => ({ url: 'api/portfolio/gallery/reorder', method: 'POST', body: { ids } }),
      invalidatesTags: [GALLERY, PROJECTS, ACTIVITY, REVISIONS],
      onQueryStarted: onSessionExpired,
    }),
    deleteGalleryImage: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/gallery/${id}`, method: 'DELETE' }),
      invalidatesTags: [GALLERY, PROJECTS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    adminCollaborations: build.query<Collaboration[], void>({
      query: () => 'api/notable-collaborations',
      providesTags: (result) => listTags('Collaboration', result),
    }),
    createCollaboration: build.mutation<Collaboration, CollaborationInput>({
      query: (body) => ({ url: 'api/notable-collaborations', method: 'POST', body }),
      invalidatesTags: [COLLABORATIONS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateCollaboration: build.mutation<Collaboration, Update<CollaborationInput>>({
      query: ({ id, body }) => ({ url: `api/notable-collaborations/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Collaboration', id }, REVISIONS, COLLABORATIONS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteCollaboration: build.mutation<void, number>({
      query: (id) => ({ url: `api/notable-collaborations/${id}`, method: 'DELETE' }),
      invalidatesTags: [COLLABORATIONS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    adminSectionLayouts: build.query<SectionLayout[], void>({
      query: () => 'api/portfolio/section-layouts',
      providesTags: (result) => listTags('SectionLayout', result),
    }),
    createSectionLayout: build.mutation<SectionLayout, SectionLayoutInput>({
      query: (body) => ({ url: 'api/portfolio/section-layouts', method: 'POST', body }),
      invalidatesTags: [SECTION_LAYOUTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateSectionLayout: build.mutation<SectionLayout, Update<SectionLayoutInput>>({
      query: ({ id, body }) => ({ url: `api/portfolio/section-layouts/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'SectionLayout', id }, REVISIONS, SECTION_LAYOUTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteSectionLayout: build.mutation<void, number>({
      query: (id) => ({ url: `api/portfolio/section-layouts/${id}`, method: 'DELETE' }),
      invalidatesTags: [SECTION_LAYOUTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    adminMediaItems: build.query<MediaItem[], void>({
      query: () => 'api/media-press',
      providesTags: (result) => listTags('MediaItem', result),
    }),
    createMediaItem: build.mutation<MediaItem, MediaItemInput>({
      query: (body) => ({ url: 'api/media-press', method: 'POST', body }),
      invalidatesTags: [MEDIA, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateMediaItem: build.mutation<MediaItem, Update<MediaItemInput>>({
      query: ({ id, body }) => ({ url: `api/media-press/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'MediaItem', id }, REVISIONS, MEDIA, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteMediaItem: build.mutation<void, number>({
      query: (id) => ({ url: `api/media-press/${id}`, method: 'DELETE' }),
      invalidatesTags: [MEDIA, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    adminInvestments: build.query<Investment[], void>({
      query: () => 'api/investments',
      providesTags: (result) => listTags('Investment', result),
    }),
    createInvestment: build.mutation<Investment, InvestmentInput>({
      query: (body) => ({ url: 'api/investments', method: 'POST', body }),
      invalidatesTags: [INVESTMENTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    updateInvestment: build.mutation<Investment, Update<InvestmentInput>>({
      query: ({ id, body }) => ({ url: `api/investments/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Investment', id }, REVISIONS, INVESTMENTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteInvestment: build.mutation<void, number>({
      query: (id) => ({ url: `api/investments/${id}`, method: 'DELETE' }),
      invalidatesTags: [INVESTMENTS, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    /** The site document the Site tab edits (the public pages read theirs through src/lib/site.ts). */
    adminSite: build.query<SiteInfo, void>({
      query: () => 'api/site',
    }),
    /** A partial PUT: only the keys sent change; the public copy ('Site') is fetched again. */
    updateSite: build.mutation<SiteInfo, SitePatch>({
      query: (body) => ({ url: 'api/site', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Site', ACTIVITY, REVISIONS] : []),
      onQueryStarted: async (arg, lifecycle) => {
        await Promise.all([onSessionExpired(arg, lifecycle), storeSavedSite(arg, lifecycle)])
      },
    }),
  }),
})

export const {
  useAuthStatusQuery,
  useLoginMutation,
  useLoginSecondStepMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useUploadMutation,
  useAdminProjectsQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useReorderProjectsMutation,
  useDeleteProjectMutation,
  useProjectLinksQuery,
  useCreateLinkMutation,
  useUpdateLinkMutation,
  useDeleteLinkMutation,
  useProjectGalleryQuery,
  useCreateGalleryImagesMutation,
  useUpdateGalleryImageMutation,
  useReorderGalleryMutation,
  useDeleteGalleryImageMutation,
  useAdminCollaborationsQuery,
  useCreateCollaborationMutation,
  useUpdateCollaborationMutation,
  useDeleteCollaborationMutation,
  useAdminSectionLayoutsQuery,
  useCreateSectionLayoutMutation,
  useUpdateSectionLayoutMutation,
  useDeleteSectionLayoutMutation,
  useAdminMediaItemsQuery,
  useCreateMediaItemMutation,
  useUpdateMediaItemMutation,
  useDeleteMediaItemMutation,
  useAdminInvestmentsQuery,
  useCreateInvestmentMutation,
  useUpdateInvestmentMutation,
  useDeleteInvestmentMutation,
  useAdminSiteQuery,
  useUpdateSiteMutation,
} = adminApi

const PASSKEYS = { type: 'Passkey', id: 'LIST' } as const

/** A passkey change is logged, and (when it worked) changes the list. */
const passkeyChanged = (_r: unknown, error: unknown) => (error ? [] : [PASSKEYS, ACTIVITY])

/** Notes the new confirmation's end in the passkeys list (no refetch). */
async function storeConfirmation(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Confirmation }> }) {
  try {
    const { data } = await queryFulfilled
    dispatch(
      passkeysApi.util.updateQueryData('passkeys', undefined, (draft) => {
        if (draft) draft.confirmedUntil = data.confirmedUntil
      }),
    )
  } catch {
    // A refused confirmation (401: a wrong password, not an ended session) is the dialog's to show.
  }
}

/**
 * Passkeys (issue 27): signing in with one (no session), confirming it is
 * the administrator before a change (the password again, or a passkey), and
 * managing them. Adding or removing one and switching passkeys only need a
 * fresh confirmation (403 otherwise) and end the other sessions.
 */
export const passkeysApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/passkey: whether the sign-in page offers passkeys (the site can carry them and one is registered). */
    passkeyOffer: build.query<PasskeyOffer, void>({
      query: () => 'api/auth/passkey',
      providesTags: [PASSKEYS],
    }),
    passkeySignInOptions: build.mutation<PasskeyOptions<RequestOptionsJSON>, void>({
      query: () => ({ url: 'api/auth/passkey/options', method: 'POST' }),
    }),
    passkeySignIn: build.mutation<AuthStatus, AuthenticationResponseJSON>({
      query: (body) => ({ url: 'api/auth/passkey', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
    confirmIdentity: build.mutation<Confirmation, ConfirmIdentity>({
      query: (body) => ({ url: 'api/auth/confirm', method: 'POST', body }),
      onQueryStarted: storeConfirmation,
    }),
    confirmPasskeyOptions: build.mutation<PasskeyOptions<RequestOptionsJSON>, void>({
      query: () => ({ url: 'api/auth/confirm/passkey/options', method: 'POST' }),
      onQueryStarted: onSessionExpired,
    }),
    confirmWithPasskey: build.mutation<Confirmation, AuthenticationResponseJSON>({
      query: (body) => ({ url: 'api/auth/confirm/passkey', method: 'POST', body }),
      onQueryStarted: storeConfirmation,
    }),
    /** The Account tab's sign-in protection (issue 37): read afresh each time the tab opens, since strangers change it. */
    signInProtection: build.query<SignInProtection, void>({
      query: () => 'api/auth/sign-in-protection',
      providesTags: [{ type: 'SignInProtection', id: 'ONE' }],
    }),
    passkeys: build.query<PasskeyList, void>({
      query: () => 'api/auth/passkeys',
      providesTags: [PASSKEYS],
    }),
    /** The creation options for a new passkey; an empty name lets the server name it. */
    passkeyCreationOptions: build.mutation<PasskeyOptions<CreationOptionsJSON>, Pick<PasskeyNameRequest, 'name'>>({
      query: (body) => ({ url: 'api/auth/passkeys/options', method: 'POST', body }),
      onQueryStarted: onSessionExpired,
    }),
    addPasskey: build.mutation<Passkey, RegistrationResponseJSON>({
      query: (body) => ({ url: 'api/auth/passkeys', method: 'POST', body }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    renamePasskey: build.mutation<Passkey, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `api/auth/passkeys/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    removePasskey: build.mutation<void, number>({
      query: (id) => ({ url: `api/auth/passkeys/${id}`, method: 'DELETE' }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    setPasskeysOnly: build.mutation<PasskeysOnly, boolean>({
      query: (enabled) => ({ url: 'api/auth/passkeys-only', method: 'PUT', body: { enabled } }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: async (arg, lifecycle) => {
        try {
          const { data } = await lifecycle.queryFulfilled
          lifecycle.dispatch(
            adminApi.util.updateQueryData('authStatus', undefined, (draft) => {
              if (draft) draft.passkeysOnly = data.passkeysOnly || undefined
            }),
          )
        } catch {
          await onSessionExpired(arg, lifecycle)
        }
      },
    }),
  }),
})

export const {
  usePasskeyOfferQuery,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  useConfirmIdentityMutation,
  useConfirmPasskeyOptionsMutation,
  useConfirmWithPasskeyMutation,
  usePasskeysQuery,
  useSignInProtectionQuery,
  usePasskeyCreationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useSetPasskeysOnlyMutation,
} = passkeysApi

/**
 * The redirects of moved project pages (admin-only): old address → the
 * page's address now, with the visits each has sent on. A project save
 * refreshes the list (REDIRECTS); a removed redirect's old address is then
 * not found.
 */
export const redirectsApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    redirects: build.query<Redirect[], void>({
      query: () => 'api/redirects',
      providesTags: (result) => listTags('Redirect', result),
    }),
    deleteRedirect: build.mutation<void, number>({
      query: (id) => ({ url: `api/redirects/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Redirect', id }, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useRedirectsQuery, useDeleteRedirectMutation } = redirectsApi

const MESSAGES = { type: 'Message', id: 'LIST' } as const

/**
 * The inbox: messages sent through the contact form (admin-only). Opening a
 * message marks it read; read state and deletes refresh the list, and with
 * it the unread count on the tab and the dashboard.
 */
export const inboxApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<ContactMessage[], void>({
      query: () => 'api/messages',
      providesTags: (result) => listTags('Message', result),
    }),
    setMessageRead: build.mutation<ContactMessage, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `api/messages/${id}`, method: 'PUT', body: { read } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Message', id }, MESSAGES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteMessage: build.mutation<void, number>({
      query: (id) => ({ url: `api/messages/${id}`, method: 'DELETE' }),
      invalidatesTags: [MESSAGES, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useMessagesQuery, useSetMessageReadMutation, useDeleteMessageMutation } = inboxApi

export type { ActivityAction, ActivityEntry, ActivityKind, TrashItem, TrashKind } from '@/lib/api-types.gen'

/** The Activity tab's filters; '' means any. */
export interface ActivityFilter {
  kind: ActivityKind | ''
  action: ActivityAction | ''
}

/** Entries per page: the server's default, sent explicitly so the client knows when a page is the last. */
export { ACTIVITY_PAGE_SIZE }

const trashPath = (kind: TrashKind, id: number) => `api/trash/${kind}/${id}`

/**
 * The lists a restored item goes back to (and with them the dashboard's
 * counts and the public pages, which read the same tags). Links and gallery
 * images are embedded in the projects list.
 */
const RESTORED_LISTS = {
  project: [PROJECTS, LINKS, GALLERY],
  link: [LINKS, PROJECTS],
  gallery: [GALLERY, PROJECTS],
  collaboration: [COLLABORATIONS],
  media: [MEDIA],
  investment: [INVESTMENTS],
  message: [MESSAGES],
} as const satisfies Record<TrashKind, readonly unknown[]>

type TrashRef = Pick<TrashItem, 'kind' | 'id'>

/**
 * The trash (deleted content, kept 30 days) and the activity log. A restore
 * refreshes the trash, the restored kind's lists and the log; deleting
 * forever and emptying refresh the trash and the log. The log is an infinite
 * query: each "Load more" asks for the entries before the last one shown.
 */
export const trashApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    trash: build.query<TrashItem[], void>({
      query: () => 'api/trash',
      providesTags: [TRASH],
    }),
    restoreTrashItem: build.mutation<TrashItem, TrashRef>({
      query: ({ kind, id }) => ({ url: `${trashPath(kind, id)}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, { kind }) => [TRASH, ACTIVITY, ...RESTORED_LISTS[kind]],
      onQueryStarted: onSessionExpired,
    }),
    purgeTrashItem: build.mutation<void, TrashRef>({
      query: ({ kind, id }) => ({ url: trashPath(kind, id), method: 'DELETE' }),
      invalidatesTags: [TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    emptyTrash: build.mutation<void, void>({
      query: () => ({ url: 'api/trash', method: 'DELETE' }),
      invalidatesTags: [TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    activity: build.infiniteQuery<ActivityEntry[], ActivityFilter, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < ACTIVITY_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.id),
      },
      query: ({ queryArg: { kind, action }, pageParam }) => ({
        url: 'api/activity',
        params: { kind: kind || undefined, action: action || undefined, before: pageParam ?? undefined, limit: ACTIVITY_PAGE_SIZE },
      }),
      providesTags: [ACTIVITY],
    }),
  }),
})

export const { useTrashQuery, useRestoreTrashItemMutation, usePurgeTrashItemMutation, useEmptyTrashMutation, useActivityInfiniteQuery } = trashApi

export type { RevisionDetail }

export type { Revision }

/** Which item's history. */
export interface RevisionRef {
  kind: RevisionKind
  id: number
}

const revisionTag = ({ kind, id }: RevisionRef) => ({ type: 'Revision' as const, id: `${kind}/${id}` })

/**
 * The lists (and item) a restored revision changes, so they show the
 * restored state at once: links and gallery images are embedded in the
 * projects list; the site document is the public copy ('Site').
 */
function restoredTags({ kind, id }: RevisionRef) {
  switch (kind) {
    case 'project':
      return [{ type: 'Project' as const, id }, PROJECTS]
    case 'link':
      return [LINKS, PROJECTS]
    case 'gallery':
      return [GALLERY, PROJECTS]
    case 'collaboration':
      return [{ type: 'Collaboration' as const, id }, COLLABORATIONS]
    case 'media':
      return [{ type: 'MediaItem' as const, id }, MEDIA]
    case 'investment':
      return [{ type: 'Investment' as const, id }, INVESTMENTS]
    case 'layout':
      return [{ type: 'SectionLayout' as const, id }, SECTION_LAYOUTS]
    case 'message':
      return [MESSAGES]
    case 'site':
      return ['Site' as const]
  }
}

/**
 * The history of every save (issue 23): an item's revisions (newest
 * first), one revision's state, and restoring it. A restore is a change of
 * its own (it adds a revision): it refreshes the item's history, its lists,
 * the log, and for the site document the Site tab's copy at once.
 */
export const historyApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    revisions: build.query<Revision[], RevisionRef>({
      query: ({ kind, id }) => ({ url: 'api/revisions', params: { kind, id } }),
      providesTags: (_r, _e, ref) => [revisionTag(ref), REVISIONS],
    }),
    revision: build.query<RevisionDetail, RevisionRef & { rev: number }>({
      query: ({ kind, id, rev }) => `api/revisions/${kind}/${id}/${rev}`,
    }),
    restoreRevision: build.mutation<Record<string, unknown>, RevisionRef & { rev: number }>({
      query: ({ kind, id, rev }) => ({ url: `api/revisions/${kind}/${id}/${rev}/restore`, method: 'POST' }),
      invalidatesTags: (result, _e, ref) => (result ? [revisionTag(ref), ACTIVITY, ...restoredTags(ref)] : []),
      onQueryStarted: async (arg, lifecycle) => {
        const stored = async () => {
          if (arg.kind !== 'site') return
          try {
            const { data } = await lifecycle.queryFulfilled
            lifecycle.dispatch(adminApi.util.upsertQueryData('adminSite', undefined, data as unknown as SiteInfo))
          } catch {
            // The panel shows the failure.
          }
        }
        await Promise.all([onSessionExpired(arg, lifecycle), stored()])
      },
    }),
  }),
})

export const { useRevisionsQuery, useRevisionQuery, useRestoreRevisionMutation } = historyApi

/** Which item's draft (the site document has no id: 0). */
export interface DraftRef {
  kind: DraftKind
  id: number
}

export type { Draft, Schedule }

/** The item's own path (PUT, and the /draft, /publish, /unpublish, /schedule routes below it), as the route table names it. */
export function itemPath({ kind, id }: DraftRef): string {
  return DRAFT_KIND_ITEM_PATHS[kind].slice(1).replace('{id}', String(id))
}

/** The collection a draft creates its item in (POST COLLECTION?draft=true): the item's path without its id. */
const collectionPath = (kind: DraftCreateKind) => DRAFT_KIND_ITEM_PATHS[kind].slice(1).replace('/{id}', '')

const DRAFTS = { type: 'Draft', id: 'LIST' } as const
const SCHEDULES = { type: 'Schedule', id: 'LIST' } as const
const PREVIEWS = { type: 'Preview', id: 'LIST' } as const
const draftTag = ({ kind, id }: DraftRef) => ({ type: 'Draft' as const, id: `${kind}/${id}` })

/** The tags a publish or unpublish changes: the item, its lists (which the public pages read too), its history and the log. */
function publishedTags(ref: DraftRef) {
  return [...restoredTags({ kind: ref.kind === 'site' ? 'site' : ref.kind, id: ref.id }), draftTag(ref), DRAFTS, SCHEDULES, REVISIONS, ACTIVITY]
}

/** A publish of the site document answers the whole document: the Site tab's copy takes it at once. */
async function storePublished(arg: { ref: DraftRef; at?: string }, lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> }) {
  if (arg.ref.kind !== 'site' || arg.at) return
  try {
    const { data } = await lifecycle.queryFulfilled
    if (data) lifecycle.dispatch(adminApi.util.upsertQueryData('adminSite', undefined, data as SiteInfo))
  } catch {
    // The caller shows the failure.
  }
}

/**
 * Drafts, schedules and preview links (issue 23). A draft sits beside the
 * published item and changes nothing public; publishing it (now) refreshes
 * the item's lists and the public copy like a save; a scheduled publish or
 * unpublish is listed until the server applies it. The drafts and
 * schedules lists give the content lists their badges.
 */
export const draftsApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    drafts: build.query<Draft[], void>({
      query: () => 'api/drafts',
      providesTags: [DRAFTS],
    }),
    schedules: build.query<Schedule[], void>({
      query: () => 'api/schedules',
      providesTags: [SCHEDULES],
    }),
    /** The item as it will be published. */
    draft: build.query<Record<string, unknown>, DraftRef>({
      query: (ref) => `${itemPath(ref)}/draft`,
      providesTags: (_r, _e, ref) => [draftTag(ref)],
    }),
    /** PUT ITEM?draft=true: the same partial body as a save. */
    saveDraft: build.mutation<Record<string, unknown>, { ref: DraftRef; body: object }>({
      query: ({ ref, body }) => ({ url: itemPath(ref), method: 'PUT', params: { draft: true }, body }),
      invalidatesTags: (result) => (result ? [DRAFTS, ACTIVITY] : []),
      onQueryStarted: async (arg, lifecycle) => {
        // The answer is the draft: stored at once (no second request, nothing shown loading).
        const stored = async () => {
          try {
            const { data } = await lifecycle.queryFulfilled
            lifecycle.dispatch(draftsApi.util.upsertQueryData('draft', arg.ref, data))
          } catch {
            // The form shows the failure.
          }
        }
        await Promise.all([onSessionExpired(arg, lifecycle), stored()])
      },
    }),
    /** POST COLLECTION?draft=true: a new item, hidden, with the asked state as its draft. */
    createDraft: build.mutation<Record<string, unknown>, { kind: DraftCreateKind; body: object }>({
      query: ({ kind, body }) => ({ url: collectionPath(kind), method: 'POST', params: { draft: true }, body }),
      invalidatesTags: (result, _e, { kind }) => (result ? [...restoredTags({ kind, id: 0 }).filter((t) => typeof t === 'object' && t.id === 'LIST'), DRAFTS, ACTIVITY] : []),
      onQueryStarted: onSessionExpired,
    }),
    discardDraft: build.mutation<void, DraftRef>({
      query: (ref) => ({ url: `${itemPath(ref)}/draft`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, ref) => [draftTag(ref), DRAFTS, SCHEDULES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    /** Publishes the draft now (answers the item), or at `at` (202, listed in the schedules). */
    publish: build.mutation<unknown, { ref: DraftRef; at?: string }>({
      query: ({ ref, at }) => ({ url: `${itemPath(ref)}/publish`, method: 'POST', body: at ? ({ at } satisfies ScheduleRequest) : undefined }),
      invalidatesTags: (_r, error, { ref, at }) => (error ? [] : at ? [SCHEDULES, ACTIVITY] : publishedTags(ref)),
      onQueryStarted: async (arg, lifecycle) => {
        await Promise.all([onSessionExpired(arg, lifecycle), storePublished(arg, lifecycle)])
      },
    }),
    /** Hides the item now, or at `at` (not for links, gallery images or the site document). */
    unpublish: build.mutation<unknown, { ref: DraftRef; at?: string }>({
      query: ({ ref, at }) => ({ url: `${itemPath(ref)}/unpublish`, method: 'POST', body: at ? ({ at } satisfies ScheduleRequest) : undefined }),
      invalidatesTags: (_r, error, { ref, at }) => (error ? [] : at ? [SCHEDULES, ACTIVITY] : publishedTags(ref)),
      onQueryStarted: onSessionExpired,
    }),
    cancelSchedule: build.mutation<void, DraftRef>({
      query: (ref) => ({ url: `${itemPath(ref)}/schedule`, method: 'DELETE' }),
      invalidatesTags: [SCHEDULES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    previews: build.query<PreviewLink[], void>({
      query: () => 'api/previews',
      providesTags: [PREVIEWS],
    }),
    createPreview: build.mutation<PreviewLink, PreviewRequest | void>({
      query: (body) => ({ url: 'api/previews', method: 'POST', body: body ?? undefined }),
      invalidatesTags: [PREVIEWS],
      onQueryStarted: onSessionExpired,
    }),
    revokePreview: build.mutation<void, number>({
      query: (id) => ({ url: `api/previews/${id}`, method: 'DELETE' }),
      invalidatesTags: [PREVIEWS],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

/** What a schedule changes once the server applies it: the item, its lists, its draft and the schedules. */
export const appliedScheduleTags = (s: Pick<Schedule, 'kind' | 'id'>) => publishedTags({ kind: s.kind as DraftKind, id: s.id })

export const {
  useDraftsQuery,
  useSchedulesQuery,
  useDraftQuery,
  useSaveDraftMutation,
  useCreateDraftMutation,
  useDiscardDraftMutation,
  usePublishMutation,
  useUnpublishMutation,
  useCancelScheduleMutation,
  usePreviewsQuery,
  useCreatePreviewMutation,
  useRevokePreviewMutation,
} = draftsApi
