-- A variant may name one of its product's images (issue 18, decision 0030): the stored URL, null for none.
ALTER TABLE "product_variants" ADD COLUMN "image_url" text;
