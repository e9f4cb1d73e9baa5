import type { Endpoint } from './endpoint';
import * as auth from './endpoints/auth';
import * as boardMessage from './endpoints/board-message';
import * as gamesStaff from './endpoints/games-staff';
import * as exclusionStaff from './endpoints/exclusion-staff';
import * as roundsStaff from './endpoints/rounds-staff';
import * as games from './endpoints/games';
import * as lineMemberProtection from './endpoints/line-member-protection';
import * as lineRisk from './endpoints/line-risk';
import * as lineTurnover from './endpoints/line-turnover';
import * as partnerAlerts from './endpoints/partner-alerts';
import * as partnerDashboard from './endpoints/partner-dashboard';
import * as partnerLosing from './endpoints/partner-losing';
import * as partnerReports from './endpoints/partner-reports';
import * as partnerRolling from './endpoints/partner-rolling';
import * as partnerStatistics from './endpoints/partner-statistics';
import * as partnerUsers from './endpoints/partner-users';
import * as partnerWallet from './endpoints/partner-wallet';
import * as playerExclusion from './endpoints/player-exclusion';
import * as playerLimits from './endpoints/player-limits';
import * as releases from './endpoints/releases';
import * as signInAllowList from './endpoints/sign-in-allow-list';
import * as siteStaff from './endpoints/site-staff';
import * as site from './endpoints/site';
import * as statements from './endpoints/statements';
import * as supportStaff from './endpoints/support-staff';
import * as support from './endpoints/support';
import * as twoFactor from './endpoints/two-factor';
import * as uploads from './endpoints/uploads';
import * as user from './endpoints/user';
import * as wallet from './endpoints/wallet';

/** The endpoints a module exports (its other exports are schemas and types). */
type EndpointsOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] };

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string' && 'data' in value && 'access' in value;

function endpointsOf<M extends object>(module: M): EndpointsOf<M> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => isEndpoint(value))) as EndpointsOf<M>;
}

/**
 * Every endpoint of the contract by its export name, taken from the endpoint modules themselves (the
 * API mounts these; the bad-input, scope and staff-access sweeps walk them). A new endpoint module
 * is added here once; registry.test.ts fails if a module under endpoints/ is missing.
 */
export const endpoints = {
  ...endpointsOf(auth),
  ...endpointsOf(boardMessage),
  ...endpointsOf(gamesStaff),
  ...endpointsOf(games),
  ...endpointsOf(lineMemberProtection),
  ...endpointsOf(lineRisk),
  ...endpointsOf(lineTurnover),
  ...endpointsOf(partnerDashboard),
  ...endpointsOf(partnerLosing),
  ...endpointsOf(partnerReports),
  ...endpointsOf(partnerRolling),
  ...endpointsOf(partnerStatistics),
  ...endpointsOf(partnerUsers),
  ...endpointsOf(partnerWallet),
  ...endpointsOf(playerLimits),
  ...endpointsOf(playerExclusion),
  ...endpointsOf(exclusionStaff),
  ...endpointsOf(roundsStaff),
  ...endpointsOf(releases),
  ...endpointsOf(signInAllowList),
  ...endpointsOf(siteStaff),
  ...endpointsOf(site),
  ...endpointsOf(statements),
  ...endpointsOf(supportStaff),
  ...endpointsOf(support),
  ...endpointsOf(twoFactor),
  ...endpointsOf(partnerAlerts),
  ...endpointsOf(uploads),
  ...endpointsOf(user),
  ...endpointsOf(wallet),
};
