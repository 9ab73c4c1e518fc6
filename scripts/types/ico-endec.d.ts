/** ico-endec ships no types: the two functions the icon script and its test use. */
declare module 'ico-endec' {
  interface IconEntry {
    width: number;
    height: number;
    imageType: 'png' | 'bmp';
    imageData: Buffer;
  }
  const icoEndec: {
    encode(images: Array<Buffer | ArrayBuffer>): Buffer;
    decode(ico: Buffer | ArrayBuffer): IconEntry[];
  };
  export default icoEndec;
}
