/** A failed call to an upstream service, with the status and URL it failed on. */
export class UpstreamError extends Error {
  readonly status: number | null;
  readonly url: string;

  constructor(message: string, options: { status: number | null; url: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.status = options.status;
    this.url = options.url;
  }
}

/** The service answered 404: what was asked for (a page, a block) does not exist (never used for 5xx). */
export class PageNotFoundError extends UpstreamError {
  constructor(url: string) {
    super('Página no encontrada en el servicio de contenidos', { status: 404, url });
    this.name = 'PageNotFoundError';
  }
}
