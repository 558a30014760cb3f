/**
 * What a handler answers about one game: the HTTP status, the game's version (sent as the ETag by
 * AnswerInterceptor, the one place that does) and the typed body.
 */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly version: number,
    readonly body: T,
  ) {}
}
