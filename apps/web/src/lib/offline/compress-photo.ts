/** A product photo's size after the phone has made it smaller (issue 32): at most 300 KB. */
export const PHOTO_TARGET_BYTES = 300_000;
/** The longest side a product photo needs on the largest product page. */
const LONGEST_SIDE = 1600;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded."))),
      "image/jpeg",
      quality,
    ),
  );

/**
 * A chosen photo made small enough for mobile data before it is sent: drawn, upright, on a canvas at
 * most 1600 px on its longest side and encoded again as JPEG, stepping the quality and then the size
 * down until it is at most `target` bytes. Drawing keeps the pixels only, so the camera's EXIF (the
 * place it was taken, the phone) never leaves the phone. Rejects when the browser cannot read the
 * picture; the caller then sends the file as chosen and the server checks it.
 */
export async function compressPhoto(file: Blob, name: string, target = PHOTO_TARGET_BYTES): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    let side = Math.min(LONGEST_SIDE, Math.max(bitmap.width, bitmap.height));
    let smallest: Blob | undefined;
    while (side >= 160) {
      const scale = side / Math.max(bitmap.width, bitmap.height);
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) throw new Error("The photo could not be drawn.");
      // A transparent PNG becomes a JPEG on white, not on black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await encode(canvas, quality);
        if (!smallest || blob.size < smallest.size) smallest = blob;
        if (blob.size <= target) return asJpegFile(blob, name);
      }
      side = Math.round(side * 0.75);
    }
    if (!smallest) throw new Error("The photo could not be encoded.");
    return asJpegFile(smallest, name);
  } finally {
    bitmap.close();
  }
}

const asJpegFile = (blob: Blob, name: string) =>
  new File([blob], `${name.replace(/\.[^./]+$/, "") || "photo"}.jpg`, { type: "image/jpeg" });
