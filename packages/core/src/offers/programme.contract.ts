import { z } from 'zod';
import { endpoint } from '../http/contract.ts';

/** The error statuses every offers endpoint may answer with. */
export const errors = [400, 401, 403, 404, 409, 422] as const;
export const idParams = z.object({ id: z.uuid() });

/**
 * The back office's four endpoints of one kind of programme, under `/api/portal/<name>`: the list
 * (newest first), a new one, a change while it is not over, and a stop now. Each kind's contract
 * names them; the API registers the four from them at once.
 */
export function programmeEndpoints<
  const Name extends string,
  I extends z.ZodType,
  P extends z.ZodType,
>(kind: {
  name: Name;
  input: I;
  output: P;
  summaries: { list: string; create: string; update: string; stop: string };
}) {
  const common = { access: 'offers.manage', tag: 'portal', errors } as const;
  const { input, output, summaries } = kind;
  const path = `/api/portal/${kind.name}` as const;
  return {
    list: endpoint({
      ...common,
      method: 'GET',
      path,
      summary: summaries.list,
      response: z.array(output),
    }),
    create: endpoint({
      ...common,
      method: 'POST',
      path,
      summary: summaries.create,
      body: input,
      response: output,
      status: 201,
    }),
    update: endpoint({
      ...common,
      method: 'PUT',
      path: `${path}/:id`,
      summary: summaries.update,
      params: idParams,
      body: input,
      response: output,
    }),
    stop: endpoint({
      ...common,
      method: 'POST',
      path: `${path}/:id/stop`,
      summary: summaries.stop,
      params: idParams,
      response: output,
    }),
  };
}

/** One kind's four back-office endpoints (`programmeEndpoints`). */
export type ProgrammeEndpoints<I extends z.ZodType, P extends z.ZodType> = ReturnType<
  typeof programmeEndpoints<string, I, P>
>;
