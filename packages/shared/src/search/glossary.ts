/**
 * Craft and clothing words as Pakistan writes them (issue 33, decision 0047): each entry's Urdu
 * spellings, its common Roman-Urdu spellings and its English senses. A search for any of them finds
 * products named with any other. Reviewed data: add a spelling here when buyers are seen typing it.
 * The operator adds her own entries in the console (`search_glossary_entries`, decision 0057); the
 * API's searches use this list and hers together (apps/api/src/modules/catalog/search-glossary.ts).
 *
 * An English sense is a word a buyer uses for the same goods ("shawl" for a chadar); keep senses
 * narrow, because every product named with one is found by all the entry's other words.
 */
export interface GlossaryEntry {
  /** A stable name for the entry (its usual Roman spelling). */
  id: string;
  urdu: string[];
  roman: string[];
  english: string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  // Clothing
  {
    id: "chadar",
    urdu: ["چادر"],
    roman: ["chadar", "chaadar", "chaddar", "chadder", "chador", "chaddur"],
    english: ["shawl", "wrap", "stole"],
  },
  { id: "shawl", urdu: ["شال"], roman: ["shaal", "shawl", "shal"], english: ["shawl", "wrap"] },
  {
    id: "dupatta",
    urdu: ["دوپٹہ", "دوپٹا"],
    roman: ["dupatta", "dupata", "dopatta", "dopata", "duppata", "dupptta"],
    english: ["scarf", "stole", "veil"],
  },
  {
    id: "kurta",
    urdu: ["کرتا", "کُرتا", "کرتہ"],
    roman: ["kurta", "kurtaa", "kurtha", "kurtah", "qurta", "kurti"],
    english: ["tunic", "kurti"],
  },
  {
    id: "shalwar",
    urdu: ["شلوار"],
    roman: ["shalwar", "salwar", "shalvar", "salvar", "shalwaar"],
    english: ["trousers", "pants"],
  },
  {
    id: "kameez",
    urdu: ["قمیض", "قمیص"],
    roman: ["kameez", "qameez", "kamiz", "qamiz", "kamees", "qamees", "kamis"],
    english: ["shirt", "tunic"],
  },
  {
    id: "khussa",
    urdu: ["کھسہ", "کھسا", "کھُسہ"],
    roman: ["khussa", "khusa", "khosa", "khussay", "khusse", "kussa"],
    english: ["slippers", "shoes", "juttis", "footwear"],
  },
  {
    id: "jutti",
    urdu: ["جوتی", "جُتی"],
    roman: ["jutti", "jooti", "juti", "jutti", "jooty"],
    english: ["shoes", "slippers", "footwear"],
  },
  { id: "chappal", urdu: ["چپل"], roman: ["chappal", "chapal", "chappl"], english: ["sandals", "slippers"] },
  { id: "topi", urdu: ["ٹوپی"], roman: ["topi", "topee", "tohpi"], english: ["cap", "hat"] },
  {
    id: "waistcoat",
    urdu: ["واسکٹ", "صدری"],
    roman: ["waskat", "waskit", "sadri", "sadari"],
    english: ["waistcoat", "vest"],
  },
  { id: "frock", urdu: ["فراک"], roman: ["frock", "farak", "frak"], english: ["frock", "dress"] },
  { id: "khaddar", urdu: ["کھدر"], roman: ["khaddar", "khadar", "khaddr", "khadder"], english: ["homespun"] },
  { id: "lawn", urdu: ["لان"], roman: ["lawn", "laan", "lan"], english: ["lawn"] },
  {
    id: "teen-piece",
    urdu: ["تھری پیس", "تین پیس", "شلوار قمیض", "سوٹ"],
    roman: ["three piece", "teen piece", "3 piece", "shalwar kameez", "salwar kameez", "shalwar qameez"],
    english: ["three piece", "suit"],
  },
  { id: "scarf", urdu: ["مفلر", "اسکارف"], roman: ["muffler", "mafler", "scarf"], english: ["scarf"] },
  { id: "topi-wool", urdu: ["اونی ٹوپی"], roman: ["beanie"], english: ["beanie", "woolly hat"] },
  {
    id: "bacha",
    urdu: ["بچہ", "بچے", "بچوں", "بچی", "بچیوں"],
    roman: ["bacha", "bachay", "bache", "bachon", "bachchon", "bachi", "bachiyon"],
    english: ["kids", "kid", "child", "children", "baby"],
  },
  // Jewellery
  {
    id: "choori",
    urdu: ["چوڑی", "چُوڑی", "چوری"],
    roman: ["choori", "churi", "chooriyan", "choorian", "churiyan", "chudi", "chooriya", "churian", "chouri"],
    english: ["bangle", "bangles", "bracelet"],
  },
  { id: "kanch", urdu: ["کانچ", "شیشہ"], roman: ["kanch", "kaanch"], english: ["glass"] },
  { id: "kangan", urdu: ["کنگن"], roman: ["kangan", "kangana", "kangun"], english: ["bangle", "bracelet"] },
  {
    id: "jhumka",
    urdu: ["جھمکا", "جھمکے"],
    roman: ["jhumka", "jhumkay", "jhumke", "jhumki", "jumka", "jhoomka"],
    english: ["earrings", "earring", "ear rings"],
  },
  {
    id: "bali",
    urdu: ["بالی", "بالیاں"],
    roman: ["bali", "baali", "baliyan"],
    english: ["earrings", "earring"],
  },
  {
    id: "tikka",
    urdu: ["ٹیکا", "ماتھا پٹی"],
    roman: ["tikka", "teeka", "tika", "maang tikka"],
    english: ["tikka"],
  },
  {
    id: "haar",
    urdu: ["ہار", "گلوبند"],
    roman: ["haar", "har", "gulooband", "guloband"],
    english: ["necklace", "choker"],
  },
  {
    id: "parandi",
    urdu: ["پراندی", "پراندہ"],
    roman: ["parandi", "paranda", "prandi", "parandaa"],
    english: ["hair tassel", "braid"],
  },
  {
    id: "zewar",
    urdu: ["زیور", "زیورات"],
    roman: ["zewar", "zever", "zaiwar", "zewrat", "zevrat"],
    english: ["jewelry", "jewellery"],
  },
  // Textiles and embroidery
  { id: "ajrak", urdu: ["اجرک"], roman: ["ajrak", "ajrakh", "ajruk", "ajrek"], english: ["block print"] },
  {
    id: "rilli",
    urdu: ["رلی", "رلّی", "رِلی", "رلیاں"],
    roman: ["rilli", "ralli", "rili", "rali", "rilly", "ralli", "rillee", "rallee"],
    english: ["quilt", "patchwork", "applique", "bedspread"],
  },
  {
    id: "razai",
    urdu: ["رضائی", "لحاف"],
    roman: ["razai", "rajai", "lihaf", "lehaf"],
    english: ["quilt", "comforter"],
  },
  {
    id: "phulkari",
    urdu: ["پھلکاری", "پھُلکاری"],
    roman: ["phulkari", "phulkaari", "phoolkari", "fulkari", "phulkri"],
    english: ["embroidery"],
  },
  {
    id: "sozni",
    urdu: ["سوزنی"],
    roman: ["sozni", "suzani", "sozani", "sozan"],
    english: ["embroidery", "needlework"],
  },
  {
    id: "kadhai",
    urdu: ["کڑھائی", "کشیدہ کاری"],
    roman: ["kadhai", "karhai", "karhai", "kadai", "kashida", "kasheeda", "kashidakari"],
    english: ["embroidery", "embroidered", "needlework"],
  },
  {
    id: "shisha",
    urdu: ["شیشہ", "شیشے کا کام"],
    roman: ["shisha", "sheesha", "shishay"],
    english: ["mirror work", "mirror"],
  },
  {
    id: "zardozi",
    urdu: ["زردوزی", "تلہ"],
    roman: ["zardozi", "zardosi", "tilla", "tila"],
    english: ["zardozi", "gold thread"],
  },
  { id: "gota", urdu: ["گوٹا"], roman: ["gota", "gotta", "gotta kinari"], english: ["gota"] },
  {
    id: "takiya",
    urdu: ["تکیہ", "گدی"],
    roman: ["takiya", "takia", "gaddi", "gadi"],
    english: ["cushion", "pillow"],
  },
  {
    id: "chadar-bed",
    urdu: ["بیڈ شیٹ", "چادر"],
    roman: ["bedsheet", "bed sheet", "bed chadar"],
    english: ["bedsheet", "bedspread"],
  },
  // Crafts and the home
  {
    id: "kashi",
    urdu: ["کاشی", "کاشی کاری"],
    roman: ["kashi", "kaashi", "kashikari", "kashi kari"],
    english: ["tile", "tiles", "glazed tile"],
  },
  {
    id: "pottery",
    urdu: ["مٹی کے برتن", "برتن", "ظروف"],
    roman: ["mitti ke bartan", "bartan", "bartun"],
    english: ["pottery", "ceramics", "crockery"],
  },
  {
    id: "blue-pottery",
    urdu: ["نیلی پوٹری", "نیلے برتن"],
    roman: ["neeli pottery", "nili pottery"],
    english: ["blue pottery"],
  },
  {
    id: "handi",
    urdu: ["ہانڈی", "ہنڈیا"],
    roman: ["handi", "haandi", "handia", "handiya"],
    english: ["cooking pot", "clay pot"],
  },
  {
    id: "diya",
    urdu: ["دیا", "دیے", "چراغ"],
    roman: ["diya", "diye", "deeya", "chiragh", "charagh"],
    english: ["oil lamp", "lamp"],
  },
  {
    id: "truck-art",
    urdu: ["ٹرک آرٹ"],
    roman: ["truck art", "trak art", "truckart"],
    english: ["truck art"],
  },
  {
    id: "chaabi",
    urdu: ["چنگیر"],
    roman: ["changer", "changair", "changeer"],
    english: ["roti basket", "bread basket"],
  },
  {
    id: "thaal",
    urdu: ["تھال", "ٹرے", "کشتی"],
    roman: ["thaal", "thal", "tray", "kishti"],
    english: ["tray"],
  },
  {
    id: "kettle",
    urdu: ["کیتلی", "چائے دانی"],
    roman: ["ketli", "kaitli", "chaidani"],
    english: ["kettle", "teapot"],
  },
  { id: "lamp", urdu: ["لیمپ"], roman: ["lamp", "laimp"], english: ["lamp"] },
  { id: "gulldaan", urdu: ["گلدان"], roman: ["guldan", "guldaan", "gul daan"], english: ["vase", "planter"] },
  {
    id: "thela",
    urdu: ["تھیلا", "بیگ", "جھولا"],
    roman: ["thaila", "thela", "jhola", "bag"],
    english: ["bag", "tote"],
  },
  {
    id: "batwa",
    urdu: ["بٹوا", "پرس"],
    roman: ["batwa", "batua", "purse"],
    english: ["purse", "clutch", "pouch", "wallet"],
  },
  {
    id: "khilona",
    urdu: ["کھلونا", "کھلونے"],
    roman: ["khilona", "khilone", "khilonay"],
    english: ["toy", "toys"],
  },
  { id: "kambal", urdu: ["کمبل"], roman: ["kambal", "kumbal", "kammal"], english: ["blanket"] },
  {
    id: "crochet",
    urdu: ["کروشیا", "کروشیہ"],
    roman: ["crochet", "croshia", "kroshia", "crosia", "karoshia"],
    english: ["crochet"],
  },
  {
    id: "sweater",
    urdu: ["سویٹر", "بنائی"],
    roman: ["sweater", "swetar", "bunai", "bunaai"],
    english: ["sweater", "knit", "knitted"],
  },
  // Food and care
  {
    id: "achar",
    urdu: ["اچار"],
    roman: ["achar", "achaar", "aachar", "achhar"],
    english: ["pickle", "pickles"],
  },
  { id: "chatni", urdu: ["چٹنی"], roman: ["chatni", "chutney", "chatney", "chutni"], english: ["chutney"] },
  {
    id: "masala",
    urdu: ["مصالحہ", "مسالا", "مسالہ"],
    roman: ["masala", "masalah", "masaala"],
    english: ["spice", "spices"],
  },
  {
    id: "mithai",
    urdu: ["مٹھائی", "پنی"],
    roman: ["mithai", "mitai", "pinni", "pinnee"],
    english: ["sweets", "sweet"],
  },
  { id: "aam", urdu: ["آم", "کیری"], roman: ["aam", "aamm", "kairi", "keri"], english: ["mango", "mangoes"] },
  { id: "pani", urdu: ["پانی", "عرق"], roman: ["pani", "paani", "jal", "arq", "arak"], english: ["water"] },
  {
    id: "khubani",
    urdu: ["خوبانی", "خشک خوبانی"],
    roman: ["khubani", "khoobani", "khubaani"],
    english: ["apricot", "apricots"],
  },
  { id: "tel", urdu: ["تیل"], roman: ["tel", "tail", "teil"], english: ["oil"] },
  { id: "sabun", urdu: ["صابن"], roman: ["sabun", "saboon", "saban"], english: ["soap"] },
  { id: "ubtan", urdu: ["ابٹن"], roman: ["ubtan", "ubtun", "abtan"], english: ["face mask", "ubtan"] },
  {
    id: "surma",
    urdu: ["سرمہ", "کاجل"],
    roman: ["surma", "soorma", "kajal", "kajol"],
    english: ["kohl", "eyeliner"],
  },
  { id: "kanghi", urdu: ["کنگھی", "کنگا"], roman: ["kanghi", "kangi", "kanga"], english: ["comb"] },
  {
    id: "chai",
    urdu: ["چائے", "قہوہ"],
    roman: ["chai", "chae", "chaye", "qahwa", "kahwa", "kehwa"],
    english: ["tea"],
  },
  {
    id: "gulab",
    urdu: ["گلاب", "عرق گلاب"],
    roman: ["gulab", "gulaab", "arq e gulab"],
    english: ["rose", "rose water"],
  },
  { id: "chamra", urdu: ["چمڑا", "چمڑے"], roman: ["chamra", "chamrra", "chamray"], english: ["leather"] },
  { id: "akhrot", urdu: ["اخروٹ"], roman: ["akhrot", "akhroat", "akhroot"], english: ["walnut", "walnuts"] },
  { id: "badam", urdu: ["بادام"], roman: ["badam", "badaam", "baadam"], english: ["almond", "almonds"] },
];
