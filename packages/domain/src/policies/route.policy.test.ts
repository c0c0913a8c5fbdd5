import { describe, expect, it } from 'vitest';
import { buildPath, canOpenRoute, defaultPathFor, ROUTES, type TRouteAccess } from './route.policy.js';
import { USER_TYPES, type TUserType } from '../roles.js';

const access = (name: keyof typeof ROUTES): TRouteAccess => ROUTES[name].access;
const may = (userType: TUserType, name: keyof typeof ROUTES, nameSearchEnabled = true) =>
  canOpenRoute(access(name), { userType, nameSearchEnabled });

describe('route policy', () => {
  it('lets every staff role open staff-only routes and denies clients', () => {
    for (const role of ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const) {
      expect(may(role, 'compliance')).toBe(true);
      expect(may(role, 'subscriptionPlan')).toBe(true);
    }
    expect(may('GU', 'compliance')).toBe(false);
    expect(may('GU', 'subscriptionPlan')).toBe(false);
    expect(may('GU', 'dashboardDefault')).toBe(false);
  });

  it('keeps client-only routes for GU', () => {
    expect(may('GU', 'newRequest')).toBe(true);
    for (const role of ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const) {
      expect(may(role, 'newRequest')).toBe(false);
      expect(may(role, 'docsSign')).toBe(false);
    }
  });

  it('opens shared routes to all four roles', () => {
    for (const role of USER_TYPES) {
      expect(may(role, 'messages')).toBe(true);
      expect(may(role, 'dashboardSmoooth')).toBe(true);
      expect(may(role, 'entityArchiveHolder')).toBe(true);
      expect(may(role, 'help')).toBe(true);
    }
  });

  it('hides name search from staff when it is disabled and from clients always', () => {
    expect(may('COM_SEC', 'nameSearchAdd', true)).toBe(true);
    expect(may('COM_SEC', 'nameSearchAdd', false)).toBe(false);
    expect(may('GU', 'nameSearchHistory', true)).toBe(false);
  });

  it('sends each role to its default path', () => {
    expect(defaultPathFor('COM_SEC')).toBe('/dashboard/default');
    expect(defaultPathFor('SYSTEM_ADMIN')).toBe('/dashboard/default');
    expect(defaultPathFor('SMOOOTH')).toBe('/dashboard/smoooth');
    expect(defaultPathFor('GU')).toBe('/dashboard/client');
  });

  it('has no two routes with the same path', () => {
    const paths = Object.values(ROUTES).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fills route parameters and encodes them', () => {
    expect(buildPath(ROUTES.entityArchiveHolder.path, { companyID: 'a/b', holderID: '7' })).toBe(
      '/entities/archive/a%2Fb/7',
    );
    expect(() => buildPath(ROUTES.caseReview.path)).toThrow(/caseID/);
  });
});
