import { etag, viewTag, type TaggedView } from './preconditions.js';

/**
 * What a handler answers about one game: the HTTP status, the game's version, the typed body and
 * its ETag (sent by AnswerInterceptor, the one place that does). An answer holding a game view
 * takes the view's tag (`viewTag`), which names the audience the view was built for.
 */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly version: number,
    readonly body: T,
    readonly tag: string = etag(version),
  ) {}

  /** An answer whose body is the game view itself. */
  static ofView<V extends TaggedView>(status: number, view: V): Answer<V> {
    return new Answer(status, view.version, view, viewTag(view));
  }
}
