// How a route handler's request types come from its schema: the helpers in ./schemas.ts brand each
// JSON schema with the type zod parses it to, and this Fastify type provider reads the brand back.
import type { FastifyTypeProvider } from 'fastify';

declare const parsedType: unique symbol;

/**
 * A JSON schema handed to Fastify that says, in its type only, what a request part is once it
 * passed: the runtime object is plain JSON Schema and never has this property.
 */
export type Parsed<T> = Record<string, unknown> & { readonly [parsedType]?: T };

/**
 * Give to `app.withTypeProvider` in a routes plugin: `request.body` and `request.params` are then
 * what the route's `dataBody`, `plainBody` or `idParams` schema parses to, and `unknown` for a part
 * with no schema. Replies stay untyped (the response schemas only shape the JSON), as without a provider.
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends Parsed<infer T> ? T : unknown;
  readonly serializer: unknown;
}
