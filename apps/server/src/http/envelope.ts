import { z } from 'zod';
import { envelopeSchema } from '@tradepact/shared';

/** Response schema of a successful answer whose Data has the given shape. */
export const okResponse = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** Declared for OpenAPI: what an error answer looks like. */
export const errorEnvelope = envelopeSchema(z.null());
