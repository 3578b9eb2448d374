// Standard Schema (what `standardSchemaResolver` takes) built from the contract's own field schemas,
// so a form validates with the very rules the api uses without bundling a second copy of zod.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import { displayToIsoDate } from '@platform/shared/accounts';

type PathSegment = PropertyKey | { readonly key: PropertyKey };
interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PathSegment>;
}
type Result<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<Issue> };

export interface StandardSchema<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field schema, whatever its types
type AnySchema = StandardSchema<any, any>;
type InputOf<S extends AnySchema> = NonNullable<S['~standard']['types']>['input'];
type OutputOf<S extends AnySchema> = NonNullable<S['~standard']['types']>['output'];

/** An object schema whose fields are validated by the given schemas; issues keep their field name. */
export function fieldsSchema<Shape extends Record<string, AnySchema>>(
  shape: Shape,
): StandardSchema<{ [K in keyof Shape]: InputOf<Shape[K]> }, { [K in keyof Shape]: OutputOf<Shape[K]> }> {
  return {
    '~standard': {
      version: 1,
      vendor: 'mf-auth',
      async validate(value) {
        const input = (value ?? {}) as Record<string, unknown>;
        const output: Record<string, unknown> = {};
        const issues: Issue[] = [];
        for (const [key, schema] of Object.entries(shape)) {
          const result = await schema['~standard'].validate(input[key]);
          if (result.issues) issues.push(...result.issues.map((issue) => ({ message: issue.message, path: [key, ...(issue.path ?? [])] })));
          else output[key] = result.value;
        }
        return issues.length > 0 ? { issues } : { value: output as { [K in keyof Shape]: OutputOf<Shape[K]> } };
      },
    },
  };
}

/**
 * A `DD.MM.YYYY` form field checked by an api date schema (`YYYY-MM-DD`): its output is the ISO
 * date. Empty input gets the schema's own "required" message.
 */
export function displayDateSchema(iso: StandardSchema<string, string>): StandardSchema<string, string> {
  return {
    '~standard': {
      version: 1,
      vendor: 'mf-auth',
      validate(value) {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return iso['~standard'].validate('');
        const converted = displayToIsoDate(text);
        if (!converted) return { issues: [{ message: 'validation.birthday_format' }] };
        return iso['~standard'].validate(converted);
      },
    },
  };
}

/**
 * `standardSchemaResolver` with types: the installed resolver cannot infer them (its
 * `@standard-schema/spec` types are not installed). `Values` is what the inputs hold, by default the
 * schema's input; the submit handler receives the schema's output (the api body).
 */
export function formResolver<S extends AnySchema, Values extends FieldValues = InputOf<S>>(
  schema: S,
): Resolver<Values, unknown, OutputOf<S>> {
  return standardSchemaResolver(schema) as Resolver<Values, unknown, OutputOf<S>>;
}
