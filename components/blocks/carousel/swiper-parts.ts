// Swiper and the three modules the carousel uses, named one by one: a destructured
// `import('swiper/modules')` keeps every module Swiper has in the carousel's chunk.
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard } from 'swiper/modules';
