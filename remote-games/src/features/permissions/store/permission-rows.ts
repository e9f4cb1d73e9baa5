import type { GamePermission, GameType, PermissionSource, StaffPermissions } from '@casino/contract';
import { GAME_TYPES } from '../../../lib/game-types';
import { targetKey, type RuleChoice, type RuleTarget } from './permissions-store';

/** One line of the permissions table: a game type, or one brand under it. */
export interface PermissionRow extends RuleTarget {
  key: string;
  /** The brand's name; null on a type's row. */
  brandName: string | null;
  /** The account's own rule here. */
  own: RuleChoice;
  /** Its partner's default here (a member's); `inherit` when there is none. */
  partner: RuleChoice;
  allowed: boolean;
  source: PermissionSource;
  children?: PermissionRow[];
}

const choiceOf = (rules: GamePermission[], gameType: GameType, brandId: number | null): RuleChoice => {
  const rule = rules.find((item) => item.game_type === gameType && item.brand_id === brandId);
  if (!rule) return 'inherit';
  return rule.allowed ? 'allow' : 'deny';
};

/**
 * The answer as a tree: each game type, with its brands beneath it, each with the account's own
 * rule, the partner's default and the rule that wins. Types in the site's order, brands in the
 * server's.
 */
export function permissionRows({ rules, partner_rules, effective }: StaffPermissions): PermissionRow[] {
  const row = (gameType: GameType, brandId: number | null, brandName: string | null, allowed: boolean, source: PermissionSource): PermissionRow => ({
    key: targetKey({ gameType, brandId }),
    gameType,
    brandId,
    brandName,
    own: choiceOf(rules, gameType, brandId),
    partner: choiceOf(partner_rules, gameType, brandId),
    allowed,
    source,
  });
  return GAME_TYPES.flatMap((gameType) => {
    const whole = effective.find((item) => item.game_type === gameType && item.brand_id === null);
    if (!whole) return [];
    const brands = effective
      .filter((item) => item.game_type === gameType && item.brand_id !== null)
      .map((item) => row(gameType, item.brand_id, item.brand_name ?? String(item.brand_id), item.allowed, item.source));
    return [{ ...row(gameType, null, null, whole.allowed, whole.source), ...(brands.length > 0 ? { children: brands } : {}) }];
  });
}
