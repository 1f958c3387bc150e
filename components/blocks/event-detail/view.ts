import type { BlockView } from '../types';
import { EventDetail } from './event-detail';

export const eventDetailView: BlockView<'event_detail'> = { Component: EventDetail, ownH1: true, leadImage: true, islands: ['Share'] };
