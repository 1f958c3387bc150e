/**
 * The browser's validation of a form: its zod schema (the one the API route parses with) through
 * react-hook-form's resolver. A module of its own so that zod and the schema are fetched and
 * evaluated at the visitor's first touch of a page with a form or its first validation, not with
 * every page that shows a form (lazy-resolver.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { buildFormSchema, PARSE_OPTIONS, type FormField } from './field-schema';

export const formResolver = (fields: readonly FormField[]) => zodResolver(buildFormSchema(fields), PARSE_OPTIONS);
