import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ProblemError } from '../../core/table/problem.js';
import type { HttpReply } from '../http/http-types.js';
import {
  problemHtml,
  problemIndexHtml,
  problemPage,
  problemPages,
  type ProblemPage,
} from './problem-pages.js';

/** The pages hold no script, style or image: nothing may load. */
const PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Whether the caller asked for JSON rather than a page (a browser's Accept names text/html). */
function wantsJson(accept: string | undefined): boolean {
  return accept !== undefined && /json/i.test(accept) && !/text\/html/i.test(accept);
}

/**
 * The documentation of each problem code, where every problem's `type` points (README, "Errors").
 * Not an API operation (it is documentation, like /docs), so not in openapi.json.
 */
@ApiExcludeController()
@Controller('problems')
export class ProblemsController {
  @Get()
  index(
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: HttpReply,
  ) {
    const pages = problemPages();
    return this.answer(reply, accept, pages, () => problemIndexHtml(pages));
  }

  @Get(':code')
  page(
    @Param('code') name: string,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: HttpReply,
  ) {
    const page = problemPage(name);
    if (!page) {
      throw new ProblemError(
        404,
        'not_found',
        'Not Found',
        'There is no problem code of that name.',
      );
    }
    return this.answer(reply, accept, page, () => problemHtml(page));
  }

  private answer(
    reply: HttpReply,
    accept: string | undefined,
    json: ProblemPage | ProblemPage[],
    html: () => string,
  ): string | ProblemPage | ProblemPage[] {
    // The pages change only with a release; Vary, since one URL answers HTML or JSON.
    void reply.header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept');
    if (wantsJson(accept)) return json;
    void reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', PAGE_CSP)
      .header('X-Frame-Options', 'DENY');
    return html();
  }
}
