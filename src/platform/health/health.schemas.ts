// The probes' answer as named schemas: src/app/openapi/finish-document.ts adds them to the document.
import type { OpenAPIObject } from '@nestjs/swagger';

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** Terminus' answer, from both probes: `status` and one entry per indicator checked. */
const INDICATORS: SchemaObject = {
  type: 'object',
  description: 'One entry per indicator checked (readiness: `database`, `notifications`).',
  maxProperties: 10,
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['up', 'down'] },
      since: {
        type: 'string',
        format: 'date-time',
        maxLength: 30,
      },
    },
  },
};
export const HEALTH_SCHEMAS: Record<string, SchemaObject> = {
  HealthStatus: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['ok', 'error', 'shutting_down'] },
      instance: { type: 'string', enum: ['ready'] },
      database: {
        type: 'string',
        enum: ['up', 'away'],
        description: 'Readiness: `away` while the database does not answer.',
      },
      info: { $ref: '#/components/schemas/HealthIndicators' },
      error: { $ref: '#/components/schemas/HealthIndicators' },
      details: { $ref: '#/components/schemas/HealthIndicators' },
    },
  },
  HealthIndicators: INDICATORS,
};
/** The probes' 200 schema. */
export const HEALTH = { $ref: '#/components/schemas/HealthStatus' };
/** Readiness' 200 schema: the same, with `instance` and `database` set. */
export const READY = HEALTH;
