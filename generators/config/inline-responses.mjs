// orval's input transformer for `orval-zod-models` (orval.config.mjs): orval's zod models
// (`schemas: { type: 'zod' }`) import a schema named `<Name>Response` for each entry of
// components/responses that an operation refers to, and never write one (orval 8.38), so the
// client does not compile. Each operation gets its own copy of the responses it refers to instead,
// which orval types by their schemas (GameViewDto, the problems); the document stays as it is.
export default function inlineResponses(spec) {
  const shared = spec.components?.responses ?? {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const name = response.$ref?.replace('#/components/responses/', '');
        if (name && shared[name])
          operation.responses[status] = JSON.parse(JSON.stringify(shared[name]));
      }
    }
  }
  if (spec.components) delete spec.components.responses;
  return spec;
}
