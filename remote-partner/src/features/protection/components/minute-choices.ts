import { minuteChoicesOf, type LimitKind } from '@casino/contract';

/** The times a partner may choose for a kind counted in minutes: those the screens offer, up to `cap`. */
export const minuteChoices = (kind: LimitKind, cap: number | null): readonly number[] => minuteChoicesOf(kind).filter((minutes) => cap === null || minutes <= cap);
