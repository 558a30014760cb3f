import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ProblemError } from './problem.js';

interface FieldError {
  field: string;
  message: string;
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelisting validation whose refusal is a 400 problem naming every bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return new ProblemError(
        400,
        'validation_failed',
        'Bad Request',
        detail || 'Invalid request.',
        {
          errors: fields,
        },
      );
    },
  });
}
