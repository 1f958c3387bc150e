import type { Metadata } from 'next';
import { pageMetadata, PageView } from './page-view';

/** Pages are rendered on demand, then served from the cache and refreshed every 5 minutes. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

/** Next's router decoded each segment once: `lib/page` takes them as they are. */
const routeSegments = async (params: Props['params']) => (await params).slug ?? [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await routeSegments(params));
}

export default async function CatchAllPage({ params }: Props) {
  return <PageView segments={await routeSegments(params)} />;
}
