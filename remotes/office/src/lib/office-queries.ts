import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OfficeMethodName } from '@site/contract';
import { ApiError } from '@site/state';
import type { z } from 'zod';
import { officeRequest } from './api-client';

type Params = Record<string, string | number | undefined>;

/**
 * Reads a page of a list (`method`, a GET) under its filters and cursor: each page is cached under `key`
 * with its parameters, and the page shown stays while the next one loads.
 */
export const useOfficeList = <S extends z.ZodType>(
  key: readonly string[],
  reply: S,
  method: OfficeMethodName,
  params: Params,
) =>
  useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => officeRequest(reply, 'GET', method, { params, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Reads one order, retailer or inquiry (`method`, a GET, with the parameters that end its key) and picks it out
 * of the reply; null when there is no such one (404).
 */
export const useOfficeRecord = <S extends z.ZodType, Found>(
  key: readonly [string, string, Params],
  reply: S,
  method: OfficeMethodName,
  pick: (reply: z.output<S>) => Found,
) =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<Found | null> => {
      try {
        return pick(await officeRequest(reply, 'GET', method, { params: key[2], signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
