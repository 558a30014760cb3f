// The probes' answer as named schemas: src/app/openapi/finish-document.ts adds them to the document.
import type { OpenAPIObject } from '@nestjs/swagger';

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** Terminus' answer, from both probes: `status` and one entry per indicator checked. */
const INDICATORS: SchemaObject = {
  type: 'object',
  description: 'One entry per indicator checked (`database` for readiness).',
  maxProperties: 10,
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string', enum: ['up', 'down'] } },
  },
};
export const HEALTH_SCHEMAS: Record<string, SchemaObject> = {
  HealthStatus: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['ok', 'error', 'shutting_down'] },
      info: { $ref: '#/components/schemas/HealthIndicators' },
      error: { $ref: '#/components/schemas/HealthIndicators' },
      details: { $ref: '#/components/schemas/HealthIndicators' },
    },
  },
  HealthIndicators: INDICATORS,
};
/** The probes' 200 schema. */
export const HEALTH = { $ref: '#/components/schemas/HealthStatus' };
