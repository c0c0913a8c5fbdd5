import { describe, expect, it } from 'vitest';
import { ROUTES, USER_TYPES, type TUserType } from '@portal/domain';
import { decideRoute, type TGuardAccess, type TGuardInput, type TGuardUser } from './route-guard';

const user = (userType: TUserType, extra: Partial<TGuardUser> = {}): TGuardUser => ({
  userType,
  isFirstTimeLogin: false,
  nameSearchEnabled: false,
  ...extra,
});

const signedIn = (u: TGuardUser, access: TGuardAccess, rest: Partial<TGuardInput> = {}) =>
  decideRoute({ auth: 'loggedIn', user: u, access, location: '/somewhere', ...rest });
const signedOut = (access: TGuardAccess, location = '/somewhere', rest: Partial<TGuardInput> = {}) =>
  decideRoute({ auth: 'loggedOut', user: null, access, location, ...rest });

const RENDER = { type: 'render' };
const TO_ROOT = { type: 'redirect', to: '/' };
const HOME = {
  SYSTEM_ADMIN: '/dashboard/default',
  COM_SEC: '/dashboard/default',
  SMOOOTH: '/dashboard/smoooth',
  GU: '/dashboard/client',
};

describe('route guard while the session is restored', () => {
  it('waits instead of redirecting, so a reload does not bounce through /login', () => {
    expect(
      decideRoute({ auth: 'initialising', user: null, access: 'staff', location: '/compliance' }),
    ).toEqual({
      type: 'wait',
    });
  });
});

describe('route guard when signed out', () => {
  it('sends protected routes to /login and remembers the page with its query', () => {
    for (const access of ['all', 'staff', 'client', 'nameSearch', 'setup'] as const) {
      expect(signedOut(access, '/cases?staffInChargeUserIDs=u1')).toEqual({
        type: 'redirect',
        to: '/login',
        returnTo: '/cases?staffInChargeUserIDs=u1',
      });
    }
  });

  it('does not remember the page after a deliberate logout', () => {
    expect(signedOut('all', '/messages', { loggedOutOnPurpose: true })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('renders public pages and sends / to /login', () => {
    expect(signedOut('guest', '/pages/landing')).toEqual(RENDER);
    expect(signedOut('open', '/verify-email/abc')).toEqual(RENDER);
    expect(signedOut('root', '/')).toEqual({ type: 'redirect', to: '/login' });
  });
});

describe.each(USER_TYPES)('route guard for a signed-in %s', (role) => {
  const staff = role !== 'GU';
  const u = user(role);

  it("sends / and public pages to the role's default path", () => {
    expect(signedIn(u, 'root')).toEqual({ type: 'redirect', to: HOME[role] });
    expect(signedIn(u, ROUTES.login.access)).toEqual({ type: 'redirect', to: HOME[role] });
    expect(signedIn(u, ROUTES.landing.access)).toEqual({ type: 'redirect', to: HOME[role] });
  });

  it('returns to the page remembered before sign-in, but never to another site', () => {
    expect(signedIn(u, 'guest', { returnTo: '/messages?topicName=t1' })).toEqual({
      type: 'redirect',
      to: '/messages?topicName=t1',
    });
    expect(signedIn(u, 'guest', { returnTo: '//evil.example/x' })).toEqual({
      type: 'redirect',
      to: HOME[role],
    });
  });

  it('opens the shared routes', () => {
    expect(signedIn(u, ROUTES.cases.access)).toEqual(RENDER);
    expect(signedIn(u, ROUTES.accountProfile.access)).toEqual(RENDER);
    expect(signedIn(u, ROUTES.dashboardAnalytics.access)).toEqual(RENDER);
    expect(signedIn(u, ROUTES.verifyEmail.access)).toEqual(RENDER);
  });

  it(
    staff
      ? 'opens staff-only routes and sends client-only routes to /'
      : 'opens client-only routes and sends staff-only routes to /',
    () => {
      expect(signedIn(u, ROUTES.compliance.access)).toEqual(staff ? RENDER : TO_ROOT);
      expect(signedIn(u, ROUTES.subscriptionPlan.access)).toEqual(staff ? RENDER : TO_ROOT);
      expect(signedIn(u, ROUTES.dashboardDefault.access)).toEqual(staff ? RENDER : TO_ROOT);
      expect(signedIn(u, ROUTES.newRequest.access)).toEqual(staff ? TO_ROOT : RENDER);
      expect(signedIn(u, ROUTES.docsSign.access)).toEqual(staff ? TO_ROOT : RENDER);
    },
  );

  it('opens name search only for staff with the feature switched on', () => {
    expect(signedIn(u, ROUTES.nameSearchAdd.access)).toEqual(TO_ROOT);
    expect(signedIn(user(role, { nameSearchEnabled: true }), ROUTES.nameSearchHistory.access)).toEqual(
      staff ? RENDER : TO_ROOT,
    );
  });

  it('holds a first-time login at /set-up-account', () => {
    const first = user(role, { isFirstTimeLogin: true });
    expect(signedIn(first, ROUTES.setUpAccount.access)).toEqual(RENDER);
    for (const access of ['root', 'guest', 'all', 'staff', 'client'] as const) {
      expect(signedIn(first, access)).toEqual({ type: 'redirect', to: '/set-up-account' });
    }
    expect(signedIn(first, 'open')).toEqual(RENDER);
  });

  it('moves a user who has finished set-up away from /set-up-account', () => {
    expect(signedIn(u, ROUTES.setUpAccount.access)).toEqual({ type: 'redirect', to: HOME[role] });
  });
});
