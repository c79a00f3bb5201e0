// The home page's parts that are text and links only (app/routes/home.tsx): one module, so a
// navigation that must render them in the browser fetches them in one request.
export { AboutBand } from "./about-band";
export { ExperiencesSection } from "./experiences-section";
export { ExploreLinks } from "./explore-links";
export { FeaturedPackages } from "./featured-packages";
export { HomeHeroText } from "./home-hero-text";
