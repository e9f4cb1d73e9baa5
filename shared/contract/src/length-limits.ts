import type { TObject } from '@sinclair/typebox';

/** A text field's length limits as the contract's schema sets them. */
export interface LengthLimits {
  minLength?: number;
  maxLength?: number;
}

/**
 * The length limits of each field of an endpoint's body or query schema, read from the schema
 * itself, so a form's `maxLength` and length rules follow the contract instead of repeating its
 * numbers (`lengthLimits(userCreateChild.body).nickname.maxLength`).
 */
export function lengthLimits<S extends TObject>(schema: S): { readonly [K in keyof S['properties']]: LengthLimits } {
  const limits: Record<string, LengthLimits> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    // A field that may also be null: the limits of its text member.
    const text = ((field as { anyOf?: LengthLimits[] }).anyOf ?? [field as LengthLimits]).find((member) => member.maxLength !== undefined || member.minLength !== undefined) ?? {};
    const { minLength, maxLength } = text;
    limits[name] = { ...(minLength === undefined ? {} : { minLength }), ...(maxLength === undefined ? {} : { maxLength }) };
  }
  return limits as { readonly [K in keyof S['properties']]: LengthLimits };
}

/**
 * The `maxLength` of one text field of a schema, for a form field that must stop where the API
 * does. A field the contract leaves unbounded is a mistake here: it throws when the caller's
 * module loads, so a test or the first page load finds it, never a made-up number.
 */
export function maxLengthOf<S extends TObject>(schema: S, field: keyof S['properties'] & string): number {
  const { maxLength } = lengthLimits(schema)[field];
  if (maxLength === undefined) throw new Error(`the contract sets no maxLength for "${field}"`);
  return maxLength;
}
