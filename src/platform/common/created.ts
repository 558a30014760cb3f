// `201 Created` with a `Location` naming the resource made (RFC 9110, section 15.3.2): the path is
// derived from the answer's body, so an idempotent replay, which answers the stored body again,
// names the same resource.
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCreatedResponse, type ApiResponseOptions } from '@nestjs/swagger';

export const CREATED_LOCATION = 'thousand:created-location';

/** The path of the resource an answer's body describes. */
export type Locate = (body: never) => string;

/** A 201 whose `Location` is `locate(body)`, sent by AnswerInterceptor and documented. */
export function Created(locate: Locate, response: ApiResponseOptions) {
  return applyDecorators(
    SetMetadata(CREATED_LOCATION, locate),
    ApiCreatedResponse({
      ...response,
      headers: {
        Location: {
          description:
            'The path of the resource made (the same on a replay of its Idempotency-Key).',
          schema: { type: 'string', format: 'uri-reference', maxLength: 200 },
        },
      },
    } as ApiResponseOptions),
  );
}
