import { createHash } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { headerOf, type HttpRequest } from '../http/http-types.js';
import { BoundedMemo } from '../http/bounded-memo.js';
import { ProblemError } from '../../core/table/problem.js';

/** A game version as an ETag: what answers without a game view carry. */
export function etag(version: number): string {
  return `"${version}"`;
}

/** What `viewTag` reads of a game view (src/core/table/game-view.ts). */
export interface TaggedView {
  version: number;
  /** The seat the view was built for; null: the spectator view. */
  you: number | null;
  /** The seat lines: public, and where presence (`connected`) shows. */
  seats: readonly unknown[];
}

/**
 * The ETag of a game view, `"<version>-p-<digest>"` for the spectator view or
 * `"<version>-s<seat>-<digest>"` for a seat's. One URL answers different views to different
 * callers, so the tag names the audience: a seat revalidating with a spectator's tag (a browser
 * cache keyed by URL does that) must get its own view, not 304. The digest covers the seat lines,
 * the one part of a view that changes without a version bump (presence: `connected`); it is taken
 * of public lines only, so it reveals nothing a spectator cannot see, and never the token.
 */
export function viewTag(view: TaggedView): string {
  const audience = view.you === null ? 'p' : `s${view.you}`;
  return `"${view.version}-${audience}-${seatDigests.get(JSON.stringify(view.seats), digestOf)}"`;
}

/** A table's seat lines change rarely (a join, presence): every view of it hashed the same text. */
const seatDigests = new BoundedMemo(10_000);

function digestOf(seats: string): string {
  return createHash('sha256').update(seats).digest('base64url').slice(0, 11);
}

/** Whether an If-None-Match header names `tag` (weakly compared, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag);
}

/**
 * An If-Match value: a tag this service gave out, `"12"` or a view's `"12-s0-<digest>"` (quotes and
 * `W/` optional, as clients before view tags sent them).
 */
const IF_MATCH = /^\s*(?:W\/)?"?(\d{1,9})(?:-(?:p|s\d{1,2})-[A-Za-z0-9_-]{1,43})?"?\s*$/;

/**
 * The version an If-Match header asks for; null when absent or `*`. Only the version is compared:
 * a move is decided on the game's state, which presence (the digest of a view's tag) does not
 * change, and any seat's or the spectator's tag of that version names the same state.
 */
export function ifMatchVersion(req: HttpRequest): number | null {
  const raw = headerOf(req, 'if-match');
  if (raw === undefined || raw.trim() === '*') return null;
  const match = IF_MATCH.exec(raw);
  if (!match) {
    throw new ProblemError(
      400,
      'invalid_if_match',
      'Bad Request',
      'If-Match must be an ETag this service gave out, such as "12" or "12-s0-AbCdEfGhIjK".',
    );
  }
  return Number(match[1]);
}

/** The If-Match version of the request (null when absent), documented as an optional header. */
export const IfMatch = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ifMatchVersion(ctx.switchToHttp().getRequest()),
  [
    (target, key) => {
      if (key === undefined) return;
      ApiHeader({
        name: 'If-Match',
        required: false,
        description:
          'The ETag of the view the move was decided on (or its bare version, such as "12"): only ' +
          'its version is compared, and an older one is refused with 412.',
      })(target, key, Object.getOwnPropertyDescriptor(target, key)!);
    },
  ],
);
