import type { Business, GymBusiness } from "./types";

// Real Malmö places. Only facts we are sure of: names, well-known addresses and
// official websites. Where the exact street number is uncertain only the street or
// the district is given. Phone numbers and e-mail addresses are left out on purpose:
// none of them could be verified, and invented contact details would mislead visitors.

const img = (id: string) => `/images/business/${id}.svg`;

export const grandFitness: GymBusiness = {
  id: "grand-fitness",
  name: "Grand Fitness",
  category: "sport",
  rating: 4.7,
  imageUrl: img("grand-fitness"),
  address: "Malmö",
  description:
    "Ett gym för dig som vill träna styrka och kondition i en lugn och trivsam miljö. Personalen hjälper dig gärna att komma i gång.",
  longDescription:
    "Grand Fitness är ett gym för alla nivåer – från dig som kliver in på ett gym för första gången till dig som har tränat i många år. Här finns gott om plats för styrketräning, en yta för funktionell träning och gruppass som passar både morgonpigga och kvällsmänniskor. Personalen hjälper dig att lägga upp ett program och följer gärna upp hur det går.",
  philosophy:
    "Vi tror på träning som håller i längden. Därför fokuserar vi på god teknik, rimliga mål och en miljö där alla känner sig välkomna, oavsett ålder och erfarenhet.",
  equipment:
    "Fria vikter och skivstänger, maskiner för hela kroppen, konditionsmaskiner, kettlebells, rack för knäböj och en yta för funktionell träning.",
  // Illustrative opening hours, not verified: check with the gym before a visit.
  hours: [
    { days: "Måndag–fredag", time: "06:00–22:00" },
    { days: "Lördag–söndag", time: "08:00–20:00" },
  ],
  features: [
    "Gruppträning",
    "Personlig träning",
    "Fria vikter",
    "Konditionsmaskiner",
    "Omklädningsrum med dusch",
    "Bastu",
  ],
};

/** Grand Fitness as a plain business entry (its page has its own layout). */
const grandFitnessBusiness: Business = {
  id: grandFitness.id,
  name: grandFitness.name,
  category: grandFitness.category,
  rating: grandFitness.rating,
  imageUrl: grandFitness.imageUrl,
  address: grandFitness.address,
  description: grandFitness.description,
};

export const businesses: Business[] = [
  // Sport
  {
    id: "the-raw-gym",
    name: "The Raw Gym",
    category: "sport",
    rating: 4.6,
    imageUrl: img("the-raw-gym"),
    address: "Malmö",
    description:
      "Ett avskalat gym för styrketräning med skivstänger, hantlar och rack. Här står själva träningen i centrum, utan krusiduller.",
  },
  grandFitnessBusiness,
  {
    id: "kulan-idrottsskadecentrum",
    name: "Kulan Idrottsskadecentrum",
    category: "sport",
    imageUrl: img("kulan-idrottsskadecentrum"),
    address: "Malmö",
    description:
      "Mottagning för dig som har skadat dig när du idrottat. Här får du hjälp med bedömning, rehabilitering och en plan för att komma tillbaka till träningen.",
  },
  {
    id: "kockum-fritid",
    name: "Kockum Fritid",
    category: "sport",
    rating: 4.7,
    imageUrl: img("kockum-fritid"),
    address: "Stora Varvsgatan 14, Malmö",
    website: "https://www.kockumfritid.se",
    description:
      "Stor tränings- och fritidsanläggning i Västra Hamnen, på det gamla varvsområdet. Här finns gym, gruppträning och flera olika sporter under samma tak.",
  },
  {
    id: "bulltofta-motionscenter",
    name: "Bulltofta Motionscenter",
    category: "sport",
    rating: 4.5,
    imageUrl: img("bulltofta-motionscenter"),
    address: "Bulltofta rekreationsområde, Malmö",
    description:
      "Utgångspunkt för löpning och motion i det gröna Bulltofta rekreationsområde i östra Malmö. Härifrån når du motionsspåren och stora ytor för träning utomhus.",
  },
  // Aktiviteter för barn
  {
    id: "leos-lekland",
    name: "Leo's Lekland",
    category: "barn",
    rating: 4.4,
    imageUrl: img("leos-lekland"),
    address: "Malmö",
    website: "https://www.leoslekland.se",
    description:
      "Inomhuslekland med klätterbanor, rutschkanor och studsmattor – ett säkert kort när det regnar. Barnen kan leka av sig medan de vuxna tar en fika.",
  },
  {
    id: "funnys-aventyr",
    name: "Funnys Äventyr",
    category: "barn",
    rating: 4.3,
    imageUrl: img("funnys-aventyr"),
    address: "Malmö",
    description:
      "Lekland för barn med hinderbanor, bollhav och rutschkanor inomhus. Ett populärt val för både regniga dagar och barnkalas.",
  },
  {
    id: "hylliebadet",
    name: "Hylliebadet",
    category: "barn",
    rating: 4.6,
    imageUrl: img("hylliebadet"),
    address: "Hyllie, Malmö",
    description:
      "Modernt badhus i Hyllie med bassänger för motionssim, lek och simundervisning. Ett uppskattat utflyktsmål för barnfamiljer året runt.",
  },
  // Frisörsalonger
  {
    id: "the-shave-cave",
    name: "The Shave Cave",
    category: "frisor",
    rating: 4.7,
    imageUrl: img("the-shave-cave"),
    address: "Malmö",
    description:
      "Barberare med fokus på herrklippning, skäggtrimning och rakning. Här tar man sig tid för detaljerna.",
  },
  {
    id: "larsson-lange",
    name: "Larsson & Lange",
    category: "frisor",
    rating: 4.6,
    imageUrl: img("larsson-lange"),
    address: "Malmö",
    description:
      "Frisörsalong för klippning, färgning och styling. Stämningen är avslappnad och frisörerna ger gärna råd om skötsel hemma.",
  },
  {
    id: "dark-and-bright",
    name: "Dark and Bright",
    category: "frisor",
    imageUrl: img("dark-and-bright"),
    address: "Malmö",
    description:
      "Frisörsalong med särskild känsla för färg, slingor och toningar. Hit går du för både en ny look och en enkel putsning.",
  },
  // Hälsa & skönhet / Spa (Axelsons Spa appears in both listings)
  {
    id: "axelsons-spa",
    name: "Axelsons Spa",
    category: "halsa",
    rating: 4.7,
    imageUrl: img("axelsons-spa"),
    address: "Gustav Adolfs torg, Malmö",
    description:
      "Spa mitt i city vid Gustav Adolfs torg, med massage, ansiktsbehandlingar och en lugn spaavdelning. Ett klassiskt ställe för en stunds vila mitt i stadspulsen.",
  },
  {
    id: "norrsken-hammam",
    name: "Norrsken Hammam",
    category: "massage",
    rating: 4.6,
    imageUrl: img("norrsken-hammam"),
    address: "Malmö",
    description:
      "Hammam i orientalisk anda med värme, ånga, skrubbning och massage. Ett sätt att koppla av som har anor i hundratals år.",
  },
  {
    id: "soluna-spa",
    name: "Soluna Spa",
    category: "massage",
    rating: 4.5,
    address: "Malmö",
    description:
      "Litet spa med massage, ansiktsbehandlingar och behandlingar för händer och fötter. Här kan du boka en egen stund av lugn.",
  },
  {
    id: "estetikcentrum-spa",
    name: "Estetikcentrum Spa",
    category: "massage",
    rating: 4.4,
    imageUrl: img("estetikcentrum-spa"),
    address: "Malmö",
    description:
      "Hudvård och spabehandlingar, från ansiktsbehandlingar till avslappnande massage. Personalen hjälper dig att välja den behandling som passar din hud.",
  },
  // Restauranger
  {
    id: "boulebar-drottningtorget",
    name: "Boulebar Drottningtorget",
    category: "restauranger",
    rating: 4.5,
    imageUrl: img("boulebar-drottningtorget"),
    address: "Drottningtorget, Malmö",
    website: "https://www.boulebar.se",
    description:
      "Restaurang och bar med boulebanor inomhus, vid Drottningtorget. Ett trevligt ställe för middag och ett parti boule med vänner eller kollegor.",
  },
  {
    id: "400grader",
    name: "400 Grader",
    category: "restauranger",
    rating: 4.6,
    imageUrl: img("400grader"),
    address: "Malmö",
    website: "https://www.400grader.se",
    description:
      "Pizzeria med napolitansk pizza gräddad i vedeldad ugn. Den höga värmen ger en luftig botten med krispig kant på bara några minuter.",
  },
  {
    id: "kasai-in-the-sky",
    name: "Kasai in the Sky",
    category: "restauranger",
    rating: 4.7,
    imageUrl: img("kasai-in-the-sky"),
    address: "Malmö",
    description:
      "Restaurang med asiatiska smaker och utsikt över staden. Ett bra val när du vill kombinera en god middag med en vy över Malmö.",
  },
  {
    id: "bistro-royal",
    name: "Bistro Royal",
    category: "restauranger",
    imageUrl: img("bistro-royal"),
    address: "Malmö",
    description:
      "Bistro med klassiska rätter och säsongens råvaror. Här passar det lika bra med en enkel lunch som en längre middag.",
  },
  {
    id: "marie-antoinette",
    name: "Marie Antoinette",
    category: "restauranger",
    rating: 4.5,
    imageUrl: img("marie-antoinette"),
    address: "Malmö",
    description:
      "Restaurang och bar med elegant inredning och fransk inspiration. Ett ställe för en festlig middag eller en drink i goda vänners lag.",
  },
  {
    id: "grand-italian-brasserie",
    name: "Grand Italian Brasserie",
    category: "restauranger",
    rating: 4.8,
    imageUrl: img("grand-italian-brasserie"),
    address: "Malmö",
    description:
      "Italiensk brasserie med pasta, pizza och antipasti. Lika bra för en lång middag som för en snabb lunch.",
  },
  {
    id: "friis-14",
    name: "Friis 14",
    category: "restauranger",
    rating: 4.6,
    imageUrl: img("friis-14"),
    address: "Malmö",
    description:
      "Restaurang och bar med en meny som följer säsongen. Här kan du dela några smårätter eller äta en hel middag.",
  },
  {
    id: "restaurang-nils",
    name: "Restaurang Nils",
    category: "restauranger",
    rating: 4.7,
    imageUrl: img("restaurang-nils"),
    address: "Malmö",
    description:
      "Restaurang med omsorgsfullt lagad mat och en varm, avslappnad atmosfär. Ett bra val både för en vardagsmiddag och när det finns något att fira.",
  },
  // Boende
  {
    id: "malmo-live",
    name: "Clarion Hotel & Congress Malmö Live",
    category: "boende",
    rating: 4.6,
    imageUrl: img("malmo-live"),
    address: "Dag Hammarskjölds torg 2, Malmö",
    description:
      "Stort hotell i Malmö Live-huset, granne med konserthuset och nära Centralstationen. Högst upp finns en skybar med utsikt över staden och Öresund.",
  },
  {
    id: "mjs-hotel",
    name: "MJ's Hotel",
    category: "boende",
    rating: 4.7,
    imageUrl: img("mjs-hotel"),
    address: "Mäster Johansgatan 13, Malmö",
    description:
      "Boutiquehotell med färgstark och personlig inredning i centrala Malmö. Lilla torg, Stortorget och kanalen ligger på gångavstånd.",
  },
  {
    id: "scandic-triangeln",
    name: "Scandic Triangeln",
    category: "Boende",
    rating: 4.5,
    imageUrl: img("scandic-triangeln"),
    address: "Triangeln 2, Malmö",
    website: "https://www.scandichotels.se",
    description:
      "Högt hotell vid Triangeln med utsikt över staden. Triangelns station och köpcentrum ligger precis intill.",
  },
  {
    id: "elite-plaza-hotel",
    name: "Elite Plaza Hotel",
    category: "boende",
    rating: 4.8,
    imageUrl: img("elite-plaza-hotel"),
    address: "Gustav Adolfs torg 49, Malmö",
    website: "https://www.elite.se",
    description:
      "Klassiskt hotell i en anrik byggnad vid Gustav Adolfs torg, mitt i stadens centrum. Härifrån når du shopping, restauranger och gamla stan till fots.",
  },
  {
    id: "radisson-blu-hotel",
    name: "Radisson Blu Hotel, Malmö",
    category: "boende",
    rating: 4.4,
    imageUrl: img("radisson-blu-hotel"),
    address: "Östergatan, Malmö",
    description:
      "Centralt hotell vid Östergatan i gamla stan. Butiker, restauranger och kanalen ligger på promenadavstånd.",
  },
  {
    id: "comfort-hotel",
    name: "Comfort Hotel Malmö",
    category: "Boende",
    rating: 4.3,
    address: "Carlsgatan, Malmö",
    description:
      "Prisvärt hotell nära Centralstationen. Smidigt för dig som reser med tåg och vill ha nära till både hamnen och stadskärnan.",
  },
  {
    id: "mayfair-hotel",
    name: "Mayfair Hotel Tunneln",
    category: "boende",
    address: "Adelgatan 4, Malmö",
    description:
      "Personligt hotell i en historisk byggnad i gamla stan, nära Stortorget. Ett bra val för dig som vill bo mitt bland stadens äldsta gator.",
  },
  {
    id: "best-western-hotel-royal",
    name: "Best Western Hotel Royal",
    category: "boende",
    rating: 4.4,
    imageUrl: img("best-western-hotel-royal"),
    address: "Norra Vallgatan, Malmö",
    description:
      "Familjärt hotell längs kanalen vid Norra Vallgatan. Centralstationen och gamla stan ligger bara några minuters promenad bort.",
  },
  // Konst & museer
  {
    id: "disgusting-food-museum",
    name: "Disgusting Food Museum",
    category: "konst",
    rating: 4.6,
    imageUrl: img("disgusting-food-museum"),
    address: "Södra Förstadsgatan 2, Malmö",
    website: "https://disgustingfoodmuseum.com",
    description:
      "Ett museum om mat som många tycker är äcklig – och om varför vi tycker så. Här kan du lukta, läsa och, om du vågar, smaka på maträtter från hela världen.",
  },
  {
    id: "moderna-museet",
    name: "Moderna Museet Malmö",
    category: "konst",
    rating: 4.7,
    imageUrl: img("moderna-museet"),
    address: "Ola Billgrens plats 2–4, Malmö",
    website: "https://www.modernamuseet.se",
    description:
      "Moderna Museets filial i Malmö visar modern och samtida konst. Museet ligger i ett tidigare elverk med en påbyggnad i perforerad orange plåt.",
  },
  {
    id: "teknikens-och-sjofartens-hus",
    name: "Teknikens och Sjöfartens hus",
    category: "konst",
    rating: 4.6,
    imageUrl: img("teknikens-och-sjofartens-hus"),
    address: "Malmöhusvägen 7, Malmö",
    description:
      "Museum om teknik och sjöfart nära Malmöhus slott. Här kan du bland annat kliva ombord på ubåten U3 och titta närmare på flygplan, fordon och maskiner.",
  },
  // Musik & teater
  {
    id: "malmo-opera",
    name: "Malmö Opera",
    category: "musik",
    rating: 4.8,
    imageUrl: img("malmo-opera"),
    address: "Östra Rönneholmsvägen 20, Malmö",
    website: "https://www.malmoopera.se",
    description:
      "En av Nordens största operascener, med opera, musikal och konserter. Den stora salongen från 1940-talet är en upplevelse i sig.",
  },
  {
    id: "malmo-stadsteater",
    name: "Malmö Stadsteater",
    category: "musik",
    rating: 4.7,
    imageUrl: img("malmo-stadsteater"),
    address: "Kalendegatan 12, Malmö",
    website: "https://www.malmostadsteater.se",
    description:
      "Stadens teater med drama, komedi och föreställningar för barn. Den spelar på flera scener, bland annat på Hipp och Intiman.",
  },
  {
    id: "skanes-dansteater",
    name: "Skånes Dansteater",
    category: "musik",
    rating: 4.7,
    imageUrl: img("skanes-dansteater"),
    address: "Västra Hamnen, Malmö",
    website: "https://www.skanesdansteater.se",
    description:
      "Scen för samtida dans i Västra Hamnen. Här visas både kompaniets egna föreställningar och gästspel.",
  },
  {
    id: "victoriateatern",
    name: "Victoriateatern",
    category: "musik",
    rating: 4.5,
    imageUrl: img("victoriateatern"),
    address: "Malmö",
    description:
      "Teater- och konsertscen med ett brett program. Här kan du se allt från föreställningar och stå-upp till konserter.",
  },
  {
    id: "teater23",
    name: "Teater 23",
    category: "musik",
    rating: 4.6,
    imageUrl: img("teater23"),
    address: "Malmö",
    description:
      "Teater för barn och unga i Malmö. Föreställningarna tar den unga publiken på allvar och passar ofta hela familjen.",
  },
  // Shopping
  {
    id: "emporia",
    name: "Emporia",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("emporia"),
    address: "Hyllie Boulevard 44, Malmö",
    website: "https://www.emporia.se",
    description:
      "Ett av Skandinaviens största köpcentrum, i Hyllie, med runt 200 butiker och restauranger. På taket finns en park som är öppen för besökare.",
  },
  {
    id: "triangeln",
    name: "Triangeln",
    category: "shopping",
    rating: 4.4,
    imageUrl: img("triangeln"),
    address: "Södra Förstadsgatan, Malmö",
    description:
      "Köpcentrum vid Triangeln med mode, mat och service under ett tak. Tågstationen ligger alldeles intill.",
  },
  {
    id: "hansa",
    name: "Hansa",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("hansa"),
    address: "Stortorget, Malmö",
    description:
      "Galleria i gamla stan, nära Stortorget och Södergatan. Här finns butiker och matställen under tak mitt i centrum.",
  },
  {
    id: "mobilia",
    name: "Mobilia",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("mobilia"),
    address: "Per Albin Hanssons väg 40, Malmö",
    website: "https://www.mobilia.se",
    description:
      "Köpcentrum söder om centrum med butiker, restauranger och mataffärer. Hit är det enkelt att ta sig med både buss och bil.",
  },
  {
    id: "caroli",
    name: "Caroli",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("caroli"),
    address: "Östergatan, Malmö",
    description:
      "Köpcentrum i centrala Malmö med butiker, caféer och service. Det ligger vid Östergatan, ett stenkast från gamla stan.",
  },
  {
    id: "grandpa",
    name: "Grandpa",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("grandpa"),
    address: "Malmö",
    description:
      "Butik med kläder, inredning och saker för hemmet i en personlig blandning. Ett ställe att strosa runt i och hitta presenter.",
  },
  {
    id: "aplace",
    name: "Aplace",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("aplace"),
    address: "Malmö",
    // Kept as the original data has it (spec 3): the app must treat "N/A" as no phone.
    phone: "N/A",
    description:
      "Modebutik med noga utvalda märken för både dam och herr. Personalen hjälper gärna till att hitta rätt stil.",
  },
  {
    id: "liebling",
    name: "Liebling",
    category: "shopping",
    imageUrl: img("liebling"),
    address: "Malmö",
    description:
      "Liten butik med presenter, smycken och inredningsdetaljer. Perfekt när du letar efter något lite annorlunda.",
  },
  {
    id: "miloii",
    name: "Miloii",
    category: "shopping",
    rating: 4.4,
    imageUrl: img("miloii"),
    address: "Malmö",
    description:
      "Butik med kläder och accessoarer. Sortimentet är noga utvalt och går att kombinera på många sätt.",
  },
  {
    id: "meadow",
    name: "Meadow",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("meadow"),
    address: "Malmö",
    description:
      "Butik med växter, blommor och inredning. Här hittar du något grönt till hemmet eller en fin present.",
  },
  {
    id: "impala-streetwear",
    name: "Impala Streetwear",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("impala-streetwear"),
    address: "Malmö",
    description:
      "Butik med streetwear, sneakers och kepsar. Sortimentet blandar kända varumärken med mindre märken.",
  },
  // Fika & lunch
  {
    id: "lilla-kafferosteriet",
    name: "Lilla Kafferosteriet",
    category: "fika-lunch",
    rating: 4.8,
    imageUrl: img("lilla-kafferosteriet"),
    address: "Baltzarsgatan 24, Malmö",
    description:
      "Kafferosteri och café i ett gammalt hus i centrala Malmö. Här serveras eget rostat kaffe och bakverk, och på varma dagar sitter man gärna på innergården.",
  },
  {
    id: "solde-kaffebar",
    name: "Solde Kaffebar",
    category: "fika-lunch",
    rating: 4.7,
    imageUrl: img("solde-kaffebar"),
    address: "Malmö",
    description:
      "Kaffebar med stort fokus på kaffets kvalitet. Här kan du välja allt från espresso till filterkaffe, gärna med något gott till.",
  },
  {
    id: "st-jakobs-stenugnsbageri",
    name: "St Jakobs Stenugnsbageri",
    category: "fika-lunch",
    rating: 4.8,
    imageUrl: img("st-jakobs-stenugnsbageri"),
    address: "Malmö",
    description:
      "Bageri med bröd och bullar bakade i stenugn. Ett givet stopp för frukost eller en eftermiddagsfika.",
  },
];

/** Listed in the fika & lunch category but without a detail page (spec 3): they redirect to the start page. */
export const BUSINESS_IDS_WITHOUT_PAGE = [
  "kafe-agnez",
  "atrium-kaffebar",
  "falafel-kebab-stationen",
  "jalla-jalla",
  "malmo-kebab",
] as const;
