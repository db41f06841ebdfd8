import type { MessageId } from "./catalog-sv";

// The guide's interface text in English (issue 40), translated by the guide's editors
// from the Swedish (sv.ts).

export const en: Record<MessageId, string> = {
  "frame.skipLink": "Skip to content",
  "header.home": "{site}, to the home page",
  "header.mainMenu": "Main menu",
  "header.more": "More",
  "header.openMenu": "Open menu",
  "header.menu": "Menu",
  "search.form": "Search the guide",
  "search.label": "Search businesses, events and offers",
  "search.placeholder": "Search",
  "search.submit": "Search",
  "footer.social": "Social media",
  "footer.categories": "Categories",
  "footer.moreAbout": "More about {site}",
  "footer.links": "Links",
  "footer.about": "About us",
  "footer.contact": "Contact",
  "footer.advertise": "Advertise",
  "footer.allCategories": "All categories",
  "footer.events": "Events",
  "footer.featured": "Featured places",
  "footer.submitBusiness": "Register your business",
  "footer.ownerSignIn": "Sign in for business owners",
  "footer.businessQuestion": "Do you run a business in Malmö?",
  "footer.businessPitch":
    "Show your business in Malmöguiden to visitors and people who live in Malmö.",
  "footer.advertiseWithUs": "Advertise with us",
  "footer.newsletter": "Newsletter",
  "footer.newsletterPitch":
    "Get tips on events, new places and offers in Malmö straight to your inbox.",
  "site.description":
    "Malmöguiden helps visitors and people who live in Malmö find cafés, restaurants, places to stay, culture, events and offers in Malmö.",
  "languages.label": "Language",
  "languages.onlySwedish": "Only available in Swedish",
  // /about (spec 2).
  "about.title": "About us",
  "about.metaDescription":
    "About {site}: our vision and our values – love of the local, community and accessibility.",
  "about.heading": "About {site}",
  "about.vision": "Our vision",
  "about.visionText":
    "We want everyone who visits or lives in Malmö to quickly find what makes the city special – from the morning coffee to the evening's performance. {site} gathers the city's best places, events and offers in one place, without fuss.",
  "about.values": "Our values",
  "about.localTitle": "Love of the local",
  "about.localText":
    "We put Malmö's own cafés, shops, stages and craftspeople first – the places that make the city what it is.",
  "about.communityTitle": "Community",
  "about.communityText":
    "The guide is built together with people who live in Malmö and business owners who want to share their favourites.",
  "about.accessTitle": "Accessibility",
  "about.accessText":
    "Everyone should be able to find their way: on a phone, with a screen reader or on a slow connection.",
  "about.questions": "Do you have questions or tips?",
  "about.contactUs": "Contact us",
  // /contact (spec 2).
  "contact.title": "Contact",
  "contact.metaDescription":
    "Contact {site} by e-mail. We usually reply within 24 hours on weekdays.",
  "contact.heading": "Contact us",
  "contact.intro":
    "Do you have questions, a tip about a place, or would you like to advertise? Write to us and we will help you.",
  "contact.replyTime": "We usually reply within 24 hours on weekdays.",
  // /all-categories (spec 2).
  "allCategories.title": "All categories",
  "allCategories.metaDescription":
    "All categories in Malmöguiden: fika, shopping, places to stay, restaurants, sport, culture and more.",
  "allCategories.intro": "Choose a category and find the best Malmö has to offer.",
};
