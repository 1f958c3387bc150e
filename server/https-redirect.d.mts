export function httpsRedirect(forwardedProto: string | string[] | undefined, requestTarget: string | undefined, siteUrl: string | undefined): string | null;
