import { describe, expect, it } from '@jest/globals';
import { breakingChanges } from './compatibility.js';
import type { Json } from './schema-shape.js';
import { versionProblems } from './versions.js';

// Crafted documents: a released one with a game resource, and each test's change to a copy.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });

function released(): Json {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/games': {
        post: {
          operationId: 'createGame',
          security: [],
          requestBody: { required: true, ...json(ref('CreateGameDto')) },
          responses: {
            '201': {
              description: 'made',
              headers: { Location: { schema: { type: 'string' } } },
              ...json(ref('GameDto')),
            },
            '400': {
              description: 'bad',
              content: { 'application/problem+json': { schema: ref('BadProblem') } },
            },
          },
        },
      },
      '/games/{id}/stream': {
        get: {
          operationId: 'streamGame',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'after', in: 'query', schema: { type: 'integer' } },
          ],
          responses: {
            '200': {
              description: 'events',
              content: {
                'text/event-stream': { schema: { oneOf: [ref('ViewMsg'), ref('UpdateMsg')] } },
              },
            },
            '404': {
              description: 'none',
              content: { 'application/problem+json': { schema: ref('BadProblem') } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        CreateGameDto: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            level: { type: 'string', enum: ['basic', 'strong'] },
          },
        },
        GameDto: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            status: { type: 'string', enum: ['waiting', 'playing'] },
            seats: { type: 'array', items: ref('SeatDto') },
            winner: { type: 'integer' },
          },
          required: ['id', 'status', 'seats'],
        },
        SeatDto: {
          type: 'object',
          properties: { seat: { type: 'integer' }, name: { type: ['string', 'null'] } },
          required: ['seat', 'name'],
        },
        ViewMsg: {
          type: 'object',
          properties: { kind: { type: 'string', enum: ['view'] }, game: ref('GameDto') },
          required: ['kind', 'game'],
        },
        UpdateMsg: {
          type: 'object',
          properties: { kind: { type: 'string', enum: ['update'] }, version: { type: 'integer' } },
          required: ['kind', 'version'],
        },
        BadProblem: {
          type: 'object',
          properties: { code: { type: 'string', enum: ['bad_request', 'game_not_found'] } },
          required: ['code'],
        },
      },
    },
  };
}

type Doc = ReturnType<typeof released> & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The breaks of the released document changed by `change`, as `where: what` lines. */
function breaksAfter(change: (doc: Doc) => void): string[] {
  const next = structuredClone(released()) as Doc;
  change(next);
  return breakingChanges(released(), next).map((b) => `${b.where}: ${b.what}`);
}

const schemas = (doc: Doc) => doc.components.schemas;
const stream = (doc: Doc) => doc.paths['/games/{id}/stream'].get;
const create = (doc: Doc) => doc.paths['/games'].post;

describe('the compatibility check', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(released(), released())).toEqual([]);
  });

  describe('lists each break', () => {
    it('an operation removed, or its operationId renamed', () => {
      expect(breaksAfter((d) => delete d.paths['/games/{id}/stream'])).toEqual([
        'GET /games/{id}/stream: operation streamGame removed',
      ]);
      expect(breaksAfter((d) => (create(d).operationId = 'newGame'))).toEqual([
        'POST /games: operationId createGame renamed newGame',
      ]);
    });

    it('a parameter renamed (issue 46: after to lastSeq)', () => {
      expect(breaksAfter((d) => (stream(d).parameters[1].name = 'lastSeq'))).toEqual([
        'GET /games/{id}/stream: query parameter after removed or renamed',
      ]);
    });

    it('a new required input: a parameter, an optional one made required, a body property', () => {
      const required = { name: 'ticket', in: 'query', required: true, schema: { type: 'string' } };
      expect(breaksAfter((d) => stream(d).parameters.push(required))).toEqual([
        'GET /games/{id}/stream: new required query parameter ticket',
      ]);
      expect(breaksAfter((d) => (stream(d).parameters[1].required = true))).toEqual([
        'GET /games/{id}/stream: query parameter after now required',
      ]);
      expect(breaksAfter((d) => (schemas(d).CreateGameDto.required = ['name']))).toEqual([
        'schema CreateGameDto: request.name: new required request property',
      ]);
    });

    it('a schema name removed or renamed (issue 46: BidRecordDto)', () => {
      expect(
        breaksAfter((d) => {
          schemas(d).Seat = schemas(d).SeatDto;
          delete schemas(d).SeatDto;
          schemas(d).GameDto.properties.seats.items = ref('Seat');
        }),
      ).toEqual([
        'schema SeatDto: removed or renamed (generated clients name their types after it)',
      ]);
    });

    it('a request property or enum value removed or renamed', () => {
      expect(breaksAfter((d) => delete schemas(d).CreateGameDto.properties.name)).toEqual([
        'schema CreateGameDto: request.name: request property removed or renamed',
      ]);
      expect(
        breaksAfter((d) => (schemas(d).CreateGameDto.properties.level.enum = ['basic', 'expert'])),
      ).toEqual([
        'schema CreateGameDto: request.level: enum value(s) removed or renamed: "strong"',
      ]);
    });

    it('a response field removed, renamed or no longer always present', () => {
      expect(breaksAfter((d) => delete schemas(d).SeatDto.properties.name)).toEqual([
        'schema SeatDto: response.name: response field removed or renamed',
      ]);
      expect(breaksAfter((d) => (schemas(d).GameDto.required = ['id', 'seats']))).toEqual([
        'schema GameDto: response.status: response field no longer always present',
      ]);
    });

    it('a response enum value removed', () => {
      expect(
        breaksAfter((d) => (schemas(d).GameDto.properties.status.enum = ['waiting', 'running'])),
      ).toEqual(['schema GameDto: response.status: enum value(s) removed or renamed: "playing"']);
    });

    it('a type changed, null newly answered or no longer accepted', () => {
      expect(breaksAfter((d) => (schemas(d).SeatDto.properties.seat = { type: 'string' }))).toEqual(
        ['schema SeatDto: response.seat: type changed from integer to string'],
      );
      expect(
        breaksAfter((d) => (schemas(d).GameDto.properties.winner.type = ['integer', 'null'])),
      ).toEqual(['schema GameDto: response.winner: may now be null']);
      expect(
        breaksAfter(
          (d) => (schemas(d).CreateGameDto.properties.name = { type: ['string', 'null'] }),
        ),
      ).toEqual([]);
    });

    it("a body's shape changed: an object became a list, a union lost a member", () => {
      expect(
        breaksAfter(
          (d) =>
            (create(d).responses['201'].content['application/json'].schema = {
              type: 'array',
              items: ref('GameDto'),
            }),
        ),
      ).toEqual(['POST /games: response 201: type changed from object to array']);
      expect(
        breaksAfter((d) => {
          const media = stream(d).responses['200'].content['text/event-stream'];
          media.schema = {
            oneOf: [
              ref('ViewMsg'),
              { type: 'object', properties: { kind: { type: 'string', enum: ['patch'] } } },
            ],
          };
        }),
      ).toEqual(['GET /games/{id}/stream: response 200: union member UpdateMsg removed']);
    });

    it('a success answer, its media type or its header removed', () => {
      expect(breaksAfter((d) => delete create(d).responses['201'].headers.Location)).toEqual([
        'POST /games: response 201 header Location removed',
      ]);
      expect(
        breaksAfter((d) => {
          create(d).responses['200'] = create(d).responses['201'];
          delete create(d).responses['201'];
        }),
      ).toEqual(['POST /games: response 201 removed']);
    });

    it('a problem code that no operation answers any longer', () => {
      expect(
        breaksAfter((d) => (schemas(d).BadProblem.properties.code.enum = ['bad_request'])),
      ).toEqual([
        'problem codes: "game_not_found" no longer answered by any operation (removed or renamed)',
      ]);
    });

    it('a credential needed where none was', () => {
      expect(breaksAfter((d) => (create(d).security = [{ bearer: [] }]))).toEqual([
        'POST /games: now needs a credential',
      ]);
    });
  });

  describe('passes', () => {
    it('additions: an operation, an optional parameter, a response field, enum value or status, an optional request property, a schema', () => {
      expect(
        breaksAfter((d) => {
          d.paths['/players'] = { post: { operationId: 'createPlayer', responses: {} } };
          stream(d).parameters.push({ name: 'lastSeq', in: 'query', schema: { type: 'integer' } });
          stream(d).parameters[1].deprecated = true;
          schemas(d).GameDto.properties.rated = { type: 'boolean' };
          schemas(d).GameDto.required.push('rated');
          schemas(d).GameDto.properties.status.enum.push('finished');
          create(d).responses['429'] = { description: 'slow down' };
          schemas(d).CreateGameDto.properties.rated = { type: 'boolean' };
          schemas(d).PlayerDto = { type: 'object' };
        }),
      ).toEqual([]);
    });

    it("a problem answer's codes narrowed to what its operation answers, or the answer gone", () => {
      expect(
        breaksAfter((d) => {
          schemas(d).NotFound = {
            type: 'object',
            properties: { code: { type: 'string', enum: ['game_not_found'] } },
            required: ['code'],
          };
          stream(d).responses['404'].content['application/problem+json'].schema = ref('NotFound');
        }),
      ).toEqual([]);
      expect(breaksAfter((d) => delete stream(d).responses['404'])).toEqual([]);
    });

    it('the same schema written another way: inline, a one-member allOf, oneOf with null', () => {
      expect(
        breaksAfter((d) => {
          create(d).requestBody.content['application/json'].schema = structuredClone(
            schemas(d).CreateGameDto,
          );
          schemas(d).GameDto.properties.seats.items = {
            allOf: [ref('SeatDto')],
            description: 'a seat',
          };
          schemas(d).SeatDto.properties.name = { oneOf: [{ type: 'string' }, { type: 'null' }] };
        }),
      ).toEqual([]);
    });

    it("an event stream's messages typed by x-itemSchema (the body a string) as before", () => {
      expect(
        breaksAfter((d) => {
          schemas(d).StreamMessage = { oneOf: [ref('ViewMsg'), ref('UpdateMsg')] };
          stream(d).responses['200'].content['text/event-stream'] = {
            schema: {
              type: 'string',
              contentMediaType: 'text/event-stream',
              contentSchema: ref('StreamMessage'),
            },
            'x-itemSchema': ref('StreamMessage'),
          };
        }),
      ).toEqual([]);
    });
  });
});

describe("the document's version against the released one", () => {
  const withVersion = (version: string, change = false) => {
    const doc = released() as Doc;
    doc.info.version = version;
    if (change) schemas(doc).PlayerDto = { type: 'object' };
    return doc;
  };

  it('moves on with every change, never down, and is semver', () => {
    expect(versionProblems(released(), withVersion('1.0.0'))).toEqual([]);
    expect(versionProblems(released(), withVersion('1.1.0', true))).toEqual([]);
    expect(versionProblems(released(), withVersion('1.0.0', true))).toEqual([
      expect.stringContaining('changed since the released 1.0.0 but keeps its version'),
    ]);
    expect(versionProblems(withVersion('1.2.0'), withVersion('1.1.9', true))).toEqual([
      'info.version 1.1.9 is lower than the released 1.2.0',
    ]);
    expect(versionProblems(released(), withVersion('1.1'))).toEqual([
      'info.version 1.1 is not a semantic version (major.minor.patch)',
    ]);
  });
});
