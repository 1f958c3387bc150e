/** `sizes` of an image in a 1/2/3-column card grid inside the 1200px container. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 376px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)';
