import { z } from 'zod';
import { outputCheck } from '../output-check';
import { rawFileSchema } from '../raw-file';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

export const directoryRouter = router({
  exportCsv: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/members/export.csv',
        summary: 'The member directory as CSV (UTF-8 with BOM, for spreadsheets)',
        raw: { contentType: service.CSV_CONTENT_TYPE },
      },
    })
    .input(z.void())
    .output(outputCheck(rawFileSchema))
    .query(({ ctx }) => service.exportCsv(ctx.db)),

  exportVCard: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/members/export.vcf',
        summary: 'The member directory as vCard 3.0, one card per member',
        raw: { contentType: service.VCARD_CONTENT_TYPE },
      },
    })
    .input(z.void())
    .output(outputCheck(rawFileSchema))
    .query(({ ctx }) => service.exportVCard(ctx.db)),
});
