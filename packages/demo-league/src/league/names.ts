/**
 * Word lists of the fictional universe: school markets are built from invented place names
 * ("Stoneport State", "Cedarbrook"), so no demo team is mistaken for a real school; players get
 * common first and last names, so box scores read naturally. Nothing here is random by itself:
 * `league/identity.ts` draws from these lists with the league's seeded generator.
 */

/** A list written as `a | b | c` across lines (compact to read and to format). */
function list(text: string): readonly string[] {
  return text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const PLACE_PREFIXES: readonly string[] = list(`
  Cedar | Pine | Maple | Copper | Silver | Granite | Willow | Oak | Elm | Ash | Birch |
  Stone | Iron | Red | Blue | Green | Golden | Clear | Fair | High | Lake | River |
  North | Bright | Harbor | Summit | Prairie | Mill | Spring | Fox | Eagle | Hawk | Sun |
  Moon | Star | Crystal | Amber | Hazel | Laurel | Rose | Glen | Wolf | Bear | Deer |
  Kings | Queens | Bay | Sand | Cliff | Meadow
`);

export const PLACE_SUFFIXES: readonly string[] = list(`
  ridge | field | wood | ford | haven | port | mont | dale | brook | view | crest | ton |
  bury | ville | wick | water | gate | land | shire | moor
`);

/** How a school is named from its place: "{place}", "{place} State"… */
export const SCHOOL_PATTERNS: readonly string[] = list(`
  {place} | {place} State | {place} | {place} College | North {place} | {place} Tech |
  South {place} | {place} | West {place} | {place} Christian | East {place} |
  {place} A&M
`);

export const NICKNAMES: readonly string[] = list(`
  Gulls | Otters | Foxes | Herons | Falcons | Badgers | Comets | Pilots | Rangers |
  Lynx | Ospreys | Bison | Cougars | Mariners | Owls | Pioneers | Ravens | Sentinels |
  Stags | Storm | Thunder | Titans | Voyagers | Wolves | Wildcats | Hornets | Jays |
  Kestrels | Lancers | Marlins | Mustangs | Navigators | Panthers | Pelicans | Raptors |
  Rockets | Sailors | Scots | Sharks | Spartans | Stallions | Tigers | Trailblazers |
  Vikings | Warriors | Wranglers | Yellowjackets | Blue Herons | Red Foxes |
  Golden Eagles | Bobcats | Bulldogs | Cardinals | Chargers | Clippers | Coyotes |
  Crusaders | Dragons | Eagles | Explorers | Flames | Gators | Griffins | Grizzlies |
  Hawks | Highlanders | Huskies | Jaguars | Knights | Lakers | Lions | Lumberjacks |
  Miners | Monarchs | Mountaineers | Orioles | Patriots | Phoenix | Pirates | Quakers |
  Rams | Rebels | Redhawks | Riverhawks | Royals | Seahawks | Skyhawks | Sooners |
  Tritons | Vanguards | Wolfpack | Bighorns | Blizzard | Cyclones | Foresters |
  Hurricanes | Islanders | Mavericks | Nighthawks | Peregrines | Stingrays | Thrashers |
  Tornadoes | Wildfire
`);

/** School colours (primary or secondary), as #rrggbb. */
export const COLORS: readonly string[] = list(`
  #0b3d91 | #8c1d40 | #1b5e20 | #f2a900 | #4b2e83 | #c8102e | #00274c | #ff7f00 |
  #006747 | #7a0019 | #003087 | #b3a369 | #582c83 | #e35205 | #154734 | #9e1b32 |
  #13294b | #ffc72c | #2d68c4 | #a6192e | #005f86 | #d4af37 | #000000 | #5b6770 |
  #00843d | #862633 | #041e42 | #f1be48 | #6a2c91 | #00a3e0
`);

/** A light secondary colour keeps the pair readable when the primary is dark. */
export const LIGHT_COLORS: readonly string[] = list(`
  #ffffff | #f2a900 | #ffc72c | #b3a369 | #d4af37 | #f1be48 | #c0c0c0
`);

export const VENUE_PATTERNS: readonly string[] = list(`
  {surname} Arena | {surname} Fieldhouse | {place} Coliseum | {surname} Center |
  {place} Events Center | {surname} Pavilion | {surname} Gymnasium | Memorial Gymnasium
`);

export const MALE_FIRST_NAMES: readonly string[] = list(`
  Aaron | Adrian | Alex | Andre | Anthony | Austin | Bennett | Blake | Brandon |
  Brayden | Caleb | Cameron | Carter | Chase | Christian | Cole | Colin | Connor |
  Darius | David | Deandre | Derek | Devin | Dominic | Dylan | Elijah | Eli | Emmanuel |
  Ethan | Evan | Gabriel | Garrett | Grant | Hunter | Isaac | Isaiah | Jabari | Jace |
  Jackson | Jacob | Jalen | Jamal | Jamison | Jaylen | Jeremiah | Jordan | Josiah |
  Julian | Justin | Kameron | Keith | Kendall | Kevin | Kobe | Lamar | Landon | Liam |
  Logan | Lucas | Malik | Marcus | Mason | Matthew | Micah | Miles | Nathan | Nico |
  Noah | Omar | Owen | Parker | Quentin | Reggie | Riley | Ryan | Samuel | Sean |
  Terrence | Trey | Tristan | Tyler | Tyrese | Victor | Wesley | Xavier | Zach | Zion |
  Andrew | Bryce | Damon | Elias | Felix | Hudson | Ivan | Jonah | Kai | Luka | Mateo
`);

export const FEMALE_FIRST_NAMES: readonly string[] = list(`
  Aaliyah | Abigail | Addison | Alana | Alexis | Alyssa | Amara | Amelia | Angel |
  Aniyah | Ashley | Aubrey | Ava | Bailey | Brianna | Brooke | Caitlin | Camryn | Chloe |
  Claire | Dana | Destiny | Diamond | Elena | Ella | Emily | Emma | Erin | Faith |
  Gabrielle | Grace | Hailey | Hannah | Imani | Isabella | Jada | Jasmine | Jayla |
  Jordan | Kamryn | Kayla | Kennedy | Kiara | Lauren | Layla | Leah | Lily | London |
  Madison | Makayla | Maya | Mia | Morgan | Naomi | Natalie | Nia | Olivia | Paige |
  Payton | Peyton | Quinn | Rachel | Reagan | Riley | Sabrina | Sadie | Samantha | Sara |
  Savannah | Serena | Sienna | Skylar | Sophia | Stella | Sydney | Taylor | Tessa |
  Trinity | Valerie | Vanessa | Victoria | Zoe | Ariana | Bella | Cora | Daria | Eva |
  Fiona | Gianna | Hope | Ivy | Jade | Kendra | Lucia | Mackenzie
`);

export const LAST_NAMES: readonly string[] = list(`
  Adams | Allen | Alvarez | Anderson | Bailey | Baker | Banks | Barnes | Bell | Bennett |
  Brooks | Brown | Bryant | Butler | Campbell | Carter | Castillo | Chavez | Clark |
  Coleman | Collins | Cook | Cooper | Cruz | Daniels | Davis | Diaz | Dixon | Edwards |
  Ellis | Evans | Fisher | Flores | Ford | Foster | Freeman | Garcia | Gibson | Gomez |
  Graham | Grant | Gray | Green | Griffin | Hall | Hamilton | Harris | Hayes |
  Henderson | Hill | Holmes | Howard | Hughes | Hunt | Jackson | James | Jenkins |
  Johnson | Jones | Jordan | Kelly | Kennedy | King | Knight | Lawson | Lee | Lewis |
  Long | Lopez | Marshall | Martin | Martinez | Mason | Matthews | McDonald | Miller |
  Mitchell | Moore | Morgan | Morris | Murphy | Murray | Myers | Nelson | Nguyen |
  Owens | Parker | Patterson | Perez | Perry | Peterson | Phillips | Porter | Powell |
  Price | Ramirez | Reed | Reyes | Reynolds | Richardson | Rivera | Roberts | Robinson |
  Rodriguez | Rogers | Ross | Russell | Sanders | Scott | Simmons | Smith | Stewart |
  Sullivan | Taylor | Thomas | Thompson | Torres | Tucker | Turner | Wagner | Walker |
  Wallace | Ward | Warren | Washington | Watson | Webb | Wells | West | White |
  Williams | Wilson | Wood | Woods | Wright | Young | Abernathy | Achebe | Bjornsson |
  Okafor | Petrovic | Kowalski | Lindqvist | Mbeki | Novak | Okoro | Sato | Vasquez |
  Whitfield | Yates | Zeller | Donovan | Fitzgerald | Gallagher | Hartman | Ingram
`);

/** US state abbreviations for hometowns (towns themselves are invented place names). */
export const STATES: readonly string[] = list(`
  AL | AZ | CA | CO | CT | FL | GA | IA | IL | IN | KS | KY | LA | MA | MD | MI | MN |
  MO | MS | NC | NJ | NY | OH | OK | OR | PA | SC | TN | TX | VA | WA | WI
`);

/** International hometowns, for the share of players from abroad. */
export const ABROAD: readonly string[] = list(`
  Lagos, Nigeria | Toronto, Canada | Melbourne, Australia | Belgrade, Serbia |
  Vilnius, Lithuania | Madrid, Spain | Paris, France | Riga, Latvia | Dakar, Senegal |
  Helsinki, Finland | Montreal, Canada | Auckland, New Zealand
`);

/** Conferences of the universe beyond the contract's top ones, by division (fictional). */
export const OTHER_CONFERENCE_NAMES: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: list(`
    Atlantic Shore | Mountain Plains | Great Rivers | Coastal Crescent | Heartland |
    Summit Valley | Northern Lakes | Pacific Rim | Bayou | Blue Ridge | Prairie Wind |
    Gulf Crescent | Harbor Cities | High Desert | Mid-Continent Plains | Canyon |
    Piedmont | Lakeshore | Timberline | Tidewater | Redwood | Cumberland | Keystone Valley |
    Badlands | Chesapeake | Cascade | Ozark | Sierra | Great Basin | Iron Range
  `),
  2: list(`
    Bluegrass Plains | Gulf Pines | Sandhills | Palmetto Coast | Twin Rivers | High Plains |
    Northwoods | Pinecrest | Coastal Bend | Evergreen
  `),
  3: list(`
    Hudson Valley | Shoreline | Maple Leaf | Great Lakes Collegiate | Heritage |
    Orchard | Covered Bridge | Capital Corridor | Old Mill | Quarry
  `),
};
