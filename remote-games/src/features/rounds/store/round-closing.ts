import type { StaleRound } from '@casino/contract';
import { isApiError, makeStoreObservable, type HttpClient } from '@casino/platform';
import { RequiredReason } from '@casino/platform/back-office';
import { action } from 'mobx';
import { closeRound } from '../../../api/close-round';

/**
 * How closing went: done, with what went back; refused (an unknown round, already closed, or not
 * yet stale: the server's words, or none), the day read again; or stayed, the question still open
 * (nothing asked, a reason missing, a call that failed: the dialog says which).
 */
export type CloseOutcome = { outcome: 'done'; refunded: number } | { outcome: 'refused'; message: string | null } | { outcome: 'stayed' };

/**
 * The question before a stale round is closed: which round, and the reason, which is required as
 * the API requires it. One round at a time; whatever the server answers, `onSettled` reads the
 * day again, except after a failure the operator may try again.
 */
export class RoundClosing {
  /** The round whose closing is being asked for, with the reason typed so far. */
  round: StaleRound | null = null;
  readonly reason = new RequiredReason();
  submitting = false;
  /** Why the last try failed (the API's words), or '' when the API gave none; null: no failure shown. */
  failure: string | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly onSettled: () => void,
  ) {
    makeStoreObservable<RoundClosing, 'http' | 'onSettled'>(this, { http: false, onSettled: false, reason: false }, { autoBind: true });
  }

  ask(round: StaleRound): void {
    this.round = round;
    this.reason.reset();
    this.failure = null;
  }

  cancel(): void {
    if (!this.submitting) this.round = null;
  }

  /** Closes the round asked about with the reason typed, trimmed. */
  async close(): Promise<CloseOutcome> {
    const round = this.round;
    if (!round || this.submitting) return { outcome: 'stayed' };
    const reason = this.reason.take();
    if (reason === null) return { outcome: 'stayed' };
    this.submitting = true;
    this.failure = null;
    try {
      const { refunded } = await closeRound(this.http, { provider: round.provider, round_id: round.round_id, reason });
      this.finish();
      return { outcome: 'done', refunded };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        this.finish();
        return { outcome: 'refused', message: error.message || null };
      }
      action('roundCloseFailed', () => (this.failure = isApiError(error) ? error.message : ''))();
      return { outcome: 'stayed' };
    } finally {
      action('roundCloseSettled', () => (this.submitting = false))();
    }
  }

  private finish(): void {
    action('roundClosed', () => (this.round = null))();
    this.onSettled();
  }
}
