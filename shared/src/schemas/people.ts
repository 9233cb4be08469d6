import * as z from 'zod';

/** A physician of the practice as pickers show it. */
export const physicianSchema = z.object({ id: z.string(), name: z.string() });
export const physicianListSchema = z.array(physicianSchema);
