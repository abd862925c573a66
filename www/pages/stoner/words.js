// The small helpers the page's sentences share.

export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
export const number = (value) => value.toLocaleString('en');
export const plural = (count, word) => `${number(count)} ${word}${count === 1 ? '' : 's'}`;
