import type { Category } from "@marketplace/shared/categories";
import type { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import type { ProductOption } from "@marketplace/shared/product-variants";

export const DEMO_PASSWORD = "demo12345";
/** The demo's operator (decision 0018); real admins are made with `npm run admin -- create`. */
export const DEMO_ADMIN = { name: "Hunarmand Admin", email: "admin@demo.pk" };
export const DEMO_CUSTOMER = { name: "Ayesha Khan", email: "customer@demo.pk" };
export const DEMO_SELLER = { name: "Fatima Bibi", email: "seller@demo.pk", phone: "03001234567" };
/**
 * The one demo seller still waiting for an admin to check her (decision 0018), so the console has
 * someone to verify; every other demo seller is verified, the README's and the e2e stories' included.
 */
export const PENDING_DEMO_SELLER_EMAIL = "zainab@demo.pk";

export interface DemoProduct {
  name: string;
  category: Category;
  price: number;
  salePrice?: number;
  /** Units in stock before the demo's past orders are placed (they take theirs, like any order). */
  quantity: number;
  description: string;
}

export interface DemoStore {
  name: string;
  category: Category;
  location: string;
  description: string;
  owner: { name: string; email: string; phone: string };
  palette: [string, string, string];
  products: DemoProduct[];
  /** Where buyers pay by bank transfer or wallet; stores without take cash on delivery only. */
  paymentDetails?: PaymentDetailsInput;
}

const p = (
  name: string,
  category: Category,
  price: number,
  quantity: number,
  description: string,
  salePrice?: number,
): DemoProduct => ({ name, category, price, quantity, description, salePrice });

/** Ten stores of six products each: every one of the twelve categories has goods in it. */
export const DEMO_STORES: DemoStore[] = [
  {
    name: "Fatima's Phulkari House",
    category: "Traditional Textiles",
    location: "Lahore, Punjab",
    description:
      "Hand-embroidered phulkari dupattas and shawls stitched by a circle of women in the villages around Lahore.",
    owner: DEMO_SELLER,
    palette: ["#b4235a", "#f59e0b", "#7c2d12"],
    paymentDetails: {
      bankName: "Standard Chartered",
      accountTitle: "Fatima Bibi",
      iban: "PK36SCBL0000001123456702",
      jazzcash: "03001234567",
    },
    products: [
      p(
        "Phulkari Dupatta, Sunset Bagh",
        "Traditional Textiles",
        4500,
        12,
        "Silk-thread phulkari on khaddar, a full bagh pattern in saffron and crimson. About 2.5 metres.",
        3800,
      ),
      p(
        "Hand-Block Ajrak Shawl",
        "Traditional Textiles",
        3200,
        8,
        "Cotton ajrak printed by hand with natural indigo and madder in the Sindhi tradition.",
      ),
      p(
        "Embroidered Cushion Covers (pair)",
        "Home Decor",
        1800,
        5,
        "Two 16-inch cushion covers with phulkari motifs on hand-woven cotton.",
      ),
      p(
        "Mirror-work Table Runner",
        "Home Decor",
        2200,
        0,
        "A long runner with shisha mirror-work and chain stitch, lined with cotton.",
      ),
      p(
        "Phulkari Tote Bag",
        "Bags & Purses",
        1500,
        20,
        "A sturdy canvas tote with a phulkari panel and a zipped inner pocket.",
        1199,
      ),
      p(
        "Kids' Embroidered Kurta",
        "Handmade Clothing",
        2400,
        6,
        "Soft lawn kurta for ages 4 to 6 with hand embroidery at the neck.",
      ),
    ],
  },
  {
    name: "Noor Crochet Studio",
    category: "Crochet & Knitting",
    location: "Karachi, Sindh",
    description:
      "Cosy crochet blankets, toys and wearables made to order in soft cotton and wool yarns in Karachi.",
    owner: { name: "Noor Fatima", email: "noor@demo.pk", phone: "03211234567" },
    paymentDetails: { accountTitle: "Noor Fatima", easypaisa: "03211234567" },
    palette: ["#0f766e", "#fbbf24", "#fde68a"],
    products: [
      p(
        "Granny Square Baby Blanket",
        "Crochet & Knitting",
        3500,
        5,
        "A soft cotton baby blanket made of 48 granny squares in pastel shades.",
      ),
      p(
        "Amigurumi Elephant Toy",
        "Pet & Kids Items",
        1200,
        15,
        "A 20 cm crocheted elephant filled with washable fibre, safe eyes stitched on.",
        950,
      ),
      p(
        "Chunky Knit Winter Scarf",
        "Crochet & Knitting",
        1600,
        4,
        "A warm, chunky wool scarf in mustard, hand-knitted in a rib stitch.",
      ),
      p(
        "Crochet Market Bag",
        "Bags & Purses",
        1100,
        18,
        "A stretchy mesh bag of cotton cord for vegetables and groceries.",
      ),
      p(
        "Crochet Coasters (set of 6)",
        "Kitchen & Dining",
        700,
        30,
        "Six mandala coasters in cotton that protect tables from hot cups.",
      ),
      p(
        "Pet Cat Bed Basket",
        "Pet & Kids Items",
        2800,
        4,
        "A firm crochet basket bed for cats and small dogs, machine washable.",
      ),
    ],
  },
  {
    name: "Zari Jewels by Sana",
    category: "Jewelry & Accessories",
    location: "Hyderabad, Sindh",
    description:
      "Handcrafted jhumkas, bangles and chokers inspired by Mughal designs, made in small batches in Hyderabad.",
    owner: { name: "Sana Memon", email: "sana@demo.pk", phone: "03331234567" },
    paymentDetails: { bankName: "Meezan Bank", accountTitle: "Sana Memon", iban: "PK84MEZN0012340101234567" },
    palette: ["#92400e", "#facc15", "#1e3a8a"],
    products: [
      p(
        "Kundan Jhumka Earrings",
        "Jewelry & Accessories",
        2500,
        10,
        "Gold-toned jhumkas with kundan stones and pearl drops, light enough for all-day wear.",
        1999,
      ),
      p(
        "Glass Bangles Set (24)",
        "Jewelry & Accessories",
        600,
        40,
        "Two dozen Hyderabadi glass bangles in festive colours.",
      ),
      p(
        "Oxidised Silver Choker",
        "Jewelry & Accessories",
        3400,
        4,
        "A statement choker in oxidised silver with hand-set mirror stones.",
      ),
      p(
        "Beaded Hair Parandi",
        "Jewelry & Accessories",
        900,
        12,
        "A tasselled parandi with beads and gota to braid into long hair.",
      ),
      p(
        "Embroidered Clutch Purse",
        "Bags & Purses",
        2100,
        7,
        "A zardozi clutch with a detachable chain for weddings and evenings.",
      ),
      p(
        "Pearl Tikka",
        "Jewelry & Accessories",
        1500,
        0,
        "A maang tikka with freshwater pearls and a gold-plated setting.",
      ),
    ],
  },
  {
    name: "Khaddar & Co.",
    category: "Handmade Clothing",
    location: "Multan, Punjab",
    description:
      "Hand-loomed khaddar and cotton clothing for every season, cut and stitched by tailors in Multan.",
    owner: { name: "Rabia Aslam", email: "rabia@demo.pk", phone: "03451234567" },
    palette: ["#374151", "#d97706", "#f3f4f6"],
    products: [
      p(
        "Hand-Loomed Khaddar Kurta",
        "Handmade Clothing",
        3800,
        9,
        "An unstitched-feel khaddar kurta with wooden buttons, in a warm rust colour.",
      ),
      p(
        "Cotton Lawn Three-Piece",
        "Handmade Clothing",
        5600,
        4,
        "Kurta, shalwar and dupatta in printed lawn, stitched to standard sizes.",
        4800,
      ),
      p(
        "Embroidered Waistcoat",
        "Handmade Clothing",
        4200,
        2,
        "A Multani-embroidered waistcoat in black khaddar, unisex cut.",
      ),
      p(
        "Khussa Slippers",
        "Jewelry & Accessories",
        1900,
        14,
        "Leather khussas with tilla embroidery, hand-stitched in Multan.",
      ),
      p(
        "Ajrak Men's Scarf",
        "Traditional Textiles",
        1300,
        22,
        "A light cotton scarf in a classic ajrak print.",
      ),
      p(
        "Child's Frock with Smocking",
        "Pet & Kids Items",
        2300,
        6,
        "A cotton frock with hand smocking for ages 2 to 4.",
      ),
    ],
  },
  {
    name: "Hunza Organics",
    category: "Organic & Herbal",
    location: "Karimabad, Hunza",
    description:
      "Apricot oil, dried fruit and herbal teas grown and pressed by women's cooperatives high in the Hunza valley.",
    owner: { name: "Gul Bano", email: "gul@demo.pk", phone: "03551234567" },
    palette: ["#166534", "#f97316", "#fef3c7"],
    products: [
      p(
        "Cold-Pressed Apricot Oil",
        "Organic & Herbal",
        1200,
        25,
        "100 ml of pure apricot kernel oil, cold-pressed in small batches.",
        990,
      ),
      p(
        "Dried Hunza Apricots (500 g)",
        "Food & Homemade Items",
        1400,
        30,
        "Sun-dried apricots from Hunza orchards, no sugar or sulphur added.",
      ),
      p(
        "Mountain Herbal Tea",
        "Organic & Herbal",
        850,
        2,
        "A blend of wild thyme, mint and rose petals gathered in the valley.",
      ),
      p(
        "Sea Buckthorn Face Balm",
        "Beauty & Care",
        1600,
        10,
        "A nourishing balm of sea buckthorn and beeswax for dry skin.",
      ),
      p(
        "Walnut & Almond Mix (500 g)",
        "Food & Homemade Items",
        2200,
        0,
        "Shelled walnuts and almonds from Gilgit-Baltistan.",
      ),
      p("Rose Water Toner", "Beauty & Care", 700, 16, "Steam-distilled rose water in a glass spray bottle."),
    ],
  },
  {
    name: "Ammi's Kitchen",
    category: "Food & Homemade Items",
    location: "Rawalpindi, Punjab",
    description:
      "Homemade pickles, chutneys and spice blends cooked in Ammi's own kitchen to family recipes from Rawalpindi.",
    owner: { name: "Shazia Parveen", email: "shazia@demo.pk", phone: "03121234567" },
    palette: ["#b91c1c", "#ca8a04", "#fff7ed"],
    products: [
      p(
        "Mixed Vegetable Achar (1 kg)",
        "Food & Homemade Items",
        950,
        20,
        "Carrot, lime and chilli pickle in mustard oil with fennel and nigella seeds.",
      ),
      p(
        "Mango Chutney",
        "Food & Homemade Items",
        650,
        15,
        "Sweet and tangy raw-mango chutney, slow-cooked with jaggery.",
        520,
      ),
      p(
        "Garam Masala Blend",
        "Food & Homemade Items",
        450,
        40,
        "Freshly roasted and ground whole spices, 200 g.",
      ),
      p(
        "Pinni Sweets (1 kg)",
        "Food & Homemade Items",
        1800,
        3,
        "Winter pinnis of wheat, desi ghee, dry fruit and gur.",
      ),
      p(
        "Clay Handi Cooking Pot",
        "Kitchen & Dining",
        1300,
        7,
        "A seasoned clay handi for slow curries and daal.",
      ),
      p(
        "Embroidered Roti Basket",
        "Kitchen & Dining",
        800,
        11,
        "A cloth-lined basket that keeps rotis warm at the table.",
      ),
    ],
  },
  {
    name: "Multani Blue Pottery",
    category: "Local Crafts",
    location: "Multan, Punjab",
    description:
      "Blue pottery and kashi tiles painted by hand with cobalt and turquoise glazes in the old Multani style.",
    owner: { name: "Samina Qureshi", email: "samina@demo.pk", phone: "03011234567" },
    palette: ["#1d4ed8", "#06b6d4", "#f8fafc"],
    products: [
      p(
        "Blue Pottery Vase",
        "Local Crafts",
        2600,
        6,
        "A 30 cm vase with floral kashi painting in cobalt and turquoise.",
        2100,
      ),
      p(
        "Kashi Tile Trivet",
        "Kitchen & Dining",
        900,
        13,
        "A heat-proof tile trivet for hot pots and teapots.",
      ),
      p(
        "Hand-Painted Dinner Plates (4)",
        "Kitchen & Dining",
        4800,
        2,
        "Four dinner plates with blue floral borders, food safe.",
      ),
      p(
        "Camel Skin Lamp",
        "Home Decor",
        5200,
        3,
        "A naqashi-painted camel skin lamp that casts a warm amber light.",
      ),
      p(
        "Blue Pottery Planter",
        "Home Decor",
        1700,
        9,
        "A small planter for succulents with a drainage hole.",
      ),
      p("Clay Diya Set (12)", "Local Crafts", 600, 35, "Hand-painted clay oil lamps for festive evenings."),
    ],
  },
  {
    name: "Sindhi Rilli Crafts",
    category: "Home Decor",
    location: "Thatta, Sindh",
    description:
      "Rilli quilts and appliqué work sewn by women of Thatta, with patterns passed down through generations.",
    owner: { name: "Mariam Soomro", email: "mariam@demo.pk", phone: "03061234567" },
    palette: ["#9f1239", "#0f172a", "#fcd34d"],
    products: [
      p(
        "Rilli Bedspread, Double",
        "Home Decor",
        7500,
        2,
        "A double bedspread of patchwork and appliqué in the traditional rilli style.",
        6400,
      ),
      p(
        "Appliqué Wall Hanging",
        "Home Decor",
        2900,
        5,
        "A rilli wall hanging with geometric appliqué, ready to hang.",
      ),
      p(
        "Rilli Floor Cushion",
        "Home Decor",
        2400,
        8,
        "A large floor cushion in rilli patchwork with a cotton filling.",
      ),
      p("Sindhi Topi", "Handmade Clothing", 1100, 12, "A mirror-work Sindhi cap, embroidered by hand."),
      p(
        "Rilli Laptop Sleeve",
        "Bags & Purses",
        1700,
        10,
        "A padded 14-inch laptop sleeve in patchwork cotton.",
      ),
      p("Baby Rilli Quilt", "Pet & Kids Items", 3300, 0, "A soft small quilt for a cot, in bright appliqué."),
    ],
  },
  {
    name: "Saba's Natural Beauty",
    category: "Beauty & Care",
    location: "Islamabad",
    description:
      "Handmade soaps, ubtan and hair oils from natural ingredients, mixed and packed by hand in Islamabad.",
    owner: { name: "Saba Ahmed", email: "saba@demo.pk", phone: "03091234567" },
    palette: ["#7e22ce", "#f472b6", "#fdf4ff"],
    products: [
      p(
        "Multani Mitti Soap",
        "Beauty & Care",
        450,
        50,
        "A cold-process soap with Multani clay and neem for oily skin.",
      ),
      p(
        "Traditional Ubtan Mask",
        "Beauty & Care",
        750,
        20,
        "Gram flour, turmeric and sandalwood to mix with rose water.",
        600,
      ),
      p(
        "Amla & Coconut Hair Oil",
        "Beauty & Care",
        900,
        4,
        "A warming hair oil of amla, fenugreek and coconut.",
      ),
      p("Lavender Bath Salts", "Beauty & Care", 650, 15, "Himalayan pink salt with dried lavender, 400 g."),
      p("Kohl Surma Pot", "Beauty & Care", 500, 0, "Traditional surma in a carved wooden pot."),
      p("Neem Wood Comb", "Organic & Herbal", 350, 25, "A wide-tooth comb carved from neem wood."),
    ],
  },
  {
    name: "Peshawari Handicrafts",
    category: "Bags & Purses",
    location: "Peshawar, Khyber Pakhtunkhwa",
    description:
      "Leather bags, truck-art trinkets and carved wood from the workshops of Peshawar's old city.",
    owner: { name: "Zainab Khan", email: "zainab@demo.pk", phone: "03151234567" },
    palette: ["#854d0e", "#dc2626", "#16a34a"],
    products: [
      p(
        "Leather Shoulder Bag",
        "Bags & Purses",
        6200,
        4,
        "A vegetable-tanned leather bag with brass fittings, hand-stitched.",
        5200,
      ),
      p(
        "Truck-Art Kettle",
        "Home Decor",
        1600,
        9,
        "A steel kettle painted in bright truck-art flowers and birds.",
      ),
      p(
        "Carved Walnut Jewellery Box",
        "Local Crafts",
        3900,
        3,
        "A Swati walnut-wood box with a velvet lining and carved lid.",
      ),
      p(
        "Truck-Art Pet Bowl",
        "Pet & Kids Items",
        850,
        14,
        "A painted steel bowl for cats and dogs, easy to wash.",
      ),
      p(
        "Embroidered Chapal Pouch",
        "Bags & Purses",
        700,
        19,
        "A small coin pouch with Peshawari embroidery and a zip.",
      ),
      p("Brass Tea Tray", "Kitchen & Dining", 2700, 6, "An engraved brass tray for serving kahwa."),
    ],
  },
];

/** A demo product sold in sizes and/or colours (issue 18): one variant per combination of values. */
export interface DemoVariantProduct extends DemoProduct {
  /** Index into DEMO_STORES of the store that sells it. */
  storeIndex: number;
  options: ProductOption[];
  /** Each combination's stock, keyed by its values joined with " / " in the options' order. */
  stock: Record<string, number>;
  /** Rupees for combinations that cost more than the product's price. */
  prices?: Record<string, number>;
}

/**
 * The demo's products in sizes and colours (issue 34, item 9), added after the sixty so no older
 * product, price or stock changes; `quantity` is the sum of the variants' stock, as a save keeps it.
 */
export const DEMO_VARIANT_PRODUCTS: DemoVariantProduct[] = [
  variantProduct(
    3,
    "Khaddar Kurta in Sizes",
    "Handmade Clothing",
    3200,
    "A straight-cut khaddar kurta in two colours and four sizes, with wooden buttons.",
    [
      { name: "Size", values: ["S", "M", "L", "XL"] },
      { name: "Colour", values: ["Rust", "Indigo"] },
    ],
    [4, 3, 6, 2, 5, 0, 2, 3],
    { "XL / Rust": 3400, "XL / Indigo": 3400 },
  ),
  variantProduct(
    2,
    "Glass Bangles in Sizes",
    "Jewelry & Accessories",
    900,
    "A dozen Hyderabadi glass bangles; choose the size that fits your wrist.",
    [
      { name: "Size", values: ["2.4", "2.6", "2.8"] },
      { name: "Colour", values: ["Red", "Green", "Gold"] },
    ],
    [5, 4, 3, 6, 0, 4, 2, 3, 1],
  ),
  variantProduct(
    1,
    "Crochet Beanie",
    "Crochet & Knitting",
    1200,
    "A warm crocheted beanie in soft acrylic wool, in three colours.",
    [{ name: "Colour", values: ["Mustard", "Maroon", "Grey"] }],
    [7, 5, 0],
  ),
  // The two below show real photographs (demo-photos.ts; credits in docs/demo-photo-credits.md).
  variantProduct(
    7,
    "Patchwork Quilt in Sizes",
    "Home Decor",
    4600,
    "A hand-pieced quilt of printed cotton triangles with a cotton filling; three sizes, in warm or cool prints.",
    [
      { name: "Size", values: ["Cot", "Single", "Double"] },
      { name: "Colour", values: ["Warm", "Cool"] },
    ],
    [3, 2, 4, 0, 2, 1],
    { "Single / Warm": 5800, "Single / Cool": 5800, "Double / Warm": 7200, "Double / Cool": 7200 },
  ),
  variantProduct(
    7,
    "Patchwork Floor Rug",
    "Home Decor",
    3900,
    "A floor rug pieced from small hand-woven panels, backed with cotton; in three sizes and two colours.",
    [
      { name: "Size", values: ["2 x 3 ft", "4 x 6 ft", "5 x 8 ft"] },
      { name: "Colour", values: ["Madder", "Indigo"] },
    ],
    [5, 3, 2, 0, 1, 1],
    {
      "4 x 6 ft / Madder": 7800,
      "4 x 6 ft / Indigo": 7800,
      "5 x 8 ft / Madder": 11500,
      "5 x 8 ft / Indigo": 11500,
    },
  ),
];

/** Builds a variant product, giving its stock combination by combination in the options' order. */
function variantProduct(
  storeIndex: number,
  name: string,
  category: Category,
  price: number,
  description: string,
  options: ProductOption[],
  stockInOrder: number[],
  prices?: Record<string, number>,
): DemoVariantProduct {
  const keys = variantKeys(options);
  if (keys.length !== stockInOrder.length) throw new Error(`${name}: one stock figure per combination`);
  const stock = Object.fromEntries(keys.map((key, i) => [key, stockInOrder[i] ?? 0]));
  const quantity = stockInOrder.reduce((sum, n) => sum + n, 0);
  return { storeIndex, name, category, price, quantity, description, options, stock, prices };
}

/** Every combination of the options' values, first option outermost: "S / Rust", "S / Indigo", ... */
export function variantKeys(options: ProductOption[]): string[] {
  return options.reduce<string[]>(
    (keys, option) => keys.flatMap((key) => option.values.map((v) => (key ? `${key} / ${v}` : v))),
    [""],
  );
}
