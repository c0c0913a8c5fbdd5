/** Business constants and limits of spec §9 and DESIGN §6–§7. */
export const LIMITS = {
  invitationCodeLength: 8,
  nameMaxLength: 255,
  addressLineMaxLength: 80,
  uploadMaxBytes: 25_000_000,
  uploadMaxFiles: 5,
  unreadBadgeCap: 99,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  usernameMaxLength: 64,
  emailMaxLength: 254,
  contactMessageMaxLength: 5000,
} as const;

export const THRESHOLDS = {
  /** Significant controller: ultimate share strictly over 25 %. */
  scrOverPercent: 25,
  /** Ultimate beneficial owner: 10 % or more (the firm's policy, a setting). */
  uboAtLeastPercent: 10,
  /** Indirect control: every link of a chain strictly over 50 %. */
  controlOverPercent: 50,
} as const;

export const TIMINGS = {
  /** Unread message counts are refetched this often (spec §7, §9). */
  messageCountRefetchMs: 30_000,
  /** Task lookup polls at this interval (spec §7). */
  taskLookupPollMs: 200,
  snackbarDefaultMs: 6000,
  snackbarAlertMs: 6000,
  snackbarCustomMs: 3000,
  pageTransitionSeconds: 0.4,
  /** Browser-side request timeout before a call is turned into 408 REQUEST_TIMEOUT_ERROR. */
  requestTimeoutMs: 30_000,
} as const;

export const LAYOUT = {
  sidebarWidth: 240,
  headerHeight: 80,
  drawerWidth: 250,
  gridSpacing: 4,
  previewDialogHeight: 800,
} as const;

export const THEME = {
  borderRadiusDefault: 5,
  borderRadiusMin: 4,
  borderRadiusMax: 24,
  borderRadiusStep: 2,
  fontFamilies: ['Isidora', 'Poppins', 'Noto Sans TC', 'Noto Sans SC'],
} as const;

export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DDTHH:mm:ss',
  display: 'YYYY-MM-DD HH:mm:ss',
  locale: 'zh-hk',
} as const;

/** Login token lifetime in configuration (spec §9): a session ends after this at the latest. */
export const SESSION_TIMEOUT_DEFAULT = '1 days';
/** Access tokens are short-lived because the spec keeps them in localStorage (DESIGN §6). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const CURRENCIES = ['HKD', 'RMB', 'USD'] as const;
export const REVENUE_BANDS = ['UNDER_500K', '500K_1M', '1M_3M', 'OVER_3M'] as const;
