import type { BlockView } from '../types';
import { VideoBlock } from './video-block';

export const videoView: BlockView<'video'> = { Component: VideoBlock, islands: ['VideoPlayer'] };
