"""Writes market_pairs_set11.jsonl: 300 hand-written title pairs (round 11); label 1 only for trap "same"."""
import json
from collections import Counter
from pathlib import Path

PAIRS: list[tuple[str, str, str, str]] = []  # (a, b, trap, family)


def g(family, a, *rest):
    """Pairs of anchor `a` with each (b, trap)."""
    for b, trap in rest:
        PAIRS.append((a, b, trap, family))


# ---------------- politics (US) ----------------
g("politics", "Will Gavin Newsom win the 2028 Democratic presidential nomination?",
  ("Democratic Presidential Nominee 2028 - Gavin Newsom", "same"),
  ("Newsom to be the Dems' nominee for president in 2028?", "same"),
  ("Will Gavin Newsom win the 2028 US Presidential Election?", "other_office"),
  ("Will Gavin Newsom NOT be the 2028 Democratic nominee?", "negation"))
g("politics", "Will Democrats win the House in the 2026 midterms?",
  ("Which party will win the House in 2026? - Democratic", "same"),
  ("House control after the 2026 midterm elections: Democrats", "same"),
  ("Dems take back the House in November 2026?", "same"),
  ("Which party will win the House in 2026? - Republican", "other_outcome"),
  ("Will Democrats win the Senate in the 2026 midterms?", "other_office"),
  ("Will the Democrat win New York's 17th congressional district in 2026?", "other_scope"))
g("politics", "Will the Senate confirm Kevin Warsh as Fed Chair by June 30, 2026?",
  ("Kevin Warsh confirmed as Federal Reserve Chair before July 1, 2026?", "same"),
  ("Kevin Warsh confirmed as Fed Chair by March 31, 2026?", "other_date"))
g("politics", "Texas Senate Election Winner 2026 - Republican Party",
  ("Will the GOP candidate win the 2026 U.S. Senate race in Texas?", "same"),
  ("Will Republicans win the 2026 Texas governor race?", "other_office"),
  ("Texas Senate Election Winner 2026 - Democratic Party", "other_outcome"),
  ("Will Republicans keep control of the US Senate in 2026?", "other_scope"))
g("politics", "Will there be a US government shutdown before October 1, 2026?",
  ("Government shutdown by September 30, 2026?", "same"),
  ("Will the government shut down by December 31, 2026?", "other_date"),
  ("Will Congress avoid a government shutdown through September 30, 2026?", "negation"))
g("politics", "Republican Senate seats after 2026 midterms: 53",
  ("Will the GOP hold exactly 53 Senate seats after the 2026 election?", "same"),
  ("Republican Senate seats after 2026 midterms: 51-52", "other_range"),
  ("Will Republicans hold 53 or more Senate seats after the 2026 midterms?", "other_range"),
  ("Democratic Senate seats after 2026 midterms: 53", "other_entity"))
g("politics", "Will Trump pardon Ghislaine Maxwell in 2026?",
  ("Ghislaine Maxwell pardoned by Donald Trump before 2027?", "same"),
  ("Trump pardons Maxwell by Dec 31, 2026?", "same"),
  ("Will Trump pardon Sean 'Diddy' Combs in 2026?", "other_entity"),
  ("Will Trump commute Ghislaine Maxwell's sentence in 2026?", "other_outcome"))
g("politics", "California Governor Election 2026 - Katie Porter",
  ("Will Katie Porter be elected Governor of California in November 2026?", "same"),
  ("Will Katie Porter advance from the June 2026 California governor primary?", "other_outcome"),
  ("California Governor Election 2026 - Xavier Becerra", "other_entity"),
  ("Will Katie Porter be elected Lieutenant Governor of California in 2026?", "other_office"))
g("politics", "Will JD Vance announce a 2028 presidential run before 2027?",
  ("JD Vance announces 2028 presidential campaign by December 31, 2026?", "same"),
  ("Will JD Vance win the 2028 Republican presidential nomination?", "other_outcome"))

# ---------------- elections abroad ----------------
g("elections_abroad", "Will Keir Starmer remain UK Prime Minister through 2026?",
  ("Keir Starmer still Prime Minister of the UK on December 31, 2026?", "same"),
  ("Starmer out as UK PM before 2027?", "negation"),
  ("Will Keir Starmer remain Labour leader through 2026?", "other_office"))
g("elections_abroad", "Brazil Presidential Election 2026 - Lula",
  ("Will Luiz Inácio Lula da Silva win Brazil's 2026 presidential election?", "same"),
  ("Lula re-elected President of Brazil in October 2026?", "same"),
  ("Will Tarcísio de Freitas win Brazil's 2026 presidential election?", "other_entity"),
  ("Will Lula win the first round of Brazil's 2026 election outright (50%+)?", "other_outcome"))
g("elections_abroad", "Colombia Presidential Election 2026 - Iván Cepeda",
  ("Will Ivan Cepeda be elected President of Colombia in 2026?", "same"),
  ("Will Iván Cepeda finish first in the first round of Colombia's 2026 presidential election?", "other_outcome"))
g("elections_abroad", "Will Fidesz win the most seats in the 2026 Hungarian parliamentary election?",
  ("Hungary parliamentary election 2026: most seats - Fidesz-KDNP", "same"),
  ("Hungary parliamentary election 2026: most seats - Tisza", "other_entity"),
  ("Will Fidesz win a two-thirds supermajority in the 2026 Hungarian election?", "other_threshold"),
  ("Will Viktor Orbán be Hungary's Prime Minister on June 30, 2026?", "other_office"))
g("elections_abroad", "Will Sanae Takaichi be Prime Minister of Japan on June 30, 2026?",
  ("Takaichi still Japanese PM on Jun 30, 2026?", "same"),
  ("Will Sanae Takaichi be Prime Minister of Japan on December 31, 2026?", "other_date"),
  ("Will Sanae Takaichi be LDP President on June 30, 2026?", "other_office"))
g("elections_abroad", "Will Likud win the most seats in the 2026 Israeli legislative election?",
  ("Israel Knesset election 2026: largest party - Likud", "same"),
  ("Will Likud win 30 or more seats in the 2026 Knesset election?", "other_threshold"),
  ("Will Benjamin Netanyahu be Israel's Prime Minister after the 2026 election?", "other_office"))
g("elections_abroad", "French Presidential Election 2027 - Jordan Bardella",
  ("Will Jordan Bardella win the 2027 French presidential election?", "same"),
  ("Bardella elected President of France in 2027?", "same"),
  ("Will Jordan Bardella make the second round of the 2027 French presidential election?", "other_outcome"),
  ("French Presidential Election 2027 - Marine Le Pen", "other_entity"),
  ("Will Jordan Bardella become Prime Minister of France before 2027?", "other_office"))
g("elections_abroad", "Peru Presidential Election 2026 - Rafael López Aliaga",
  ("Will Rafael Lopez Aliaga be elected president of Peru in 2026?", "same"),
  ("Will Rafael López Aliaga be re-elected Mayor of Lima in 2026?", "other_office"))
g("elections_abroad", "Will the Conservatives win the most seats in the next Canadian federal election?",
  ("Canada next federal election: most seats - Conservative Party", "same"),
  ("Will the Conservatives win a majority in the next Canadian federal election?", "other_threshold"))

# ---------------- macro ----------------
g("macro", "Fed decision in June 2026: Cut 25bps",
  ("Will the Fed cut rates by 25 bps at the June 2026 FOMC meeting?", "same"),
  ("June 2026 FOMC: 25 bp decrease in the fed funds target?", "same"),
  ("Fed cuts by a quarter point in June 2026?", "same"),
  ("Fed decision in June 2026: Cut 50bps", "other_threshold"),
  ("Fed decision in June 2026: Hold", "other_outcome"),
  ("Fed decision in July 2026: Cut 25bps", "other_date"),
  ("Will the Fed hike rates by 25 bps at the June 2026 FOMC meeting?", "other_direction"))
g("macro", "Will US CPI inflation (YoY) be above 3.0% for May 2026?",
  ("May 2026 CPI year-over-year > 3.0%?", "same"),
  ("CPI YoY for May 2026 higher than 3.0 percent?", "same"),
  ("Will US core CPI (YoY) be above 3.0% for May 2026?", "other_metric"),
  ("May 2026 CPI year-over-year > 3.2%?", "other_threshold"),
  ("Will US CPI inflation (YoY) be below 3.0% for May 2026?", "other_direction"),
  ("CPI year-over-year in May 2026: 2.9%-3.0%", "other_range"),
  ("Will US CPI inflation (YoY) be above 3.0% for April 2026?", "other_date"))
g("macro", "Will the June 2026 jobs report show more than 100,000 jobs added?",
  ("June 2026 nonfarm payrolls above 100K?", "same"),
  ("Nonfarm payrolls (June 2026): Above 100,000", "same"),
  ("June 2026 ADP private payrolls above 100K?", "other_metric"),
  ("June 2026 nonfarm payrolls: 100K-150K", "other_range"),
  ("May 2026 nonfarm payrolls above 100K?", "other_date"),
  ("Will the June 2026 jobs report show job losses?", "other_direction"))
g("macro", "Will the BEA advance estimate show Q2 2026 US GDP growth above 2.0%?",
  ("US GDP growth in Q2 2026 (advance estimate, annualized) > 2%?", "same"),
  ("Will the BEA advance estimate show Q3 2026 US GDP growth above 2.0%?", "other_date"),
  ("Will the BEA advance estimate show negative Q2 2026 US GDP growth?", "other_threshold"))
g("macro", "How many Fed rate cuts in 2026? - 3",
  ("Will the Fed cut exactly 3 times in 2026?", "same"),
  ("Will the Fed cut 3 or more times in 2026?", "other_range"),
  ("How many ECB rate cuts in 2026? - 3", "other_entity"))
g("macro", "Will the ECB cut rates at its July 2026 meeting?",
  ("ECB decision July 2026: rate cut?", "same"),
  ("Will the Bank of England cut rates at its July 2026 meeting?", "other_entity"),
  ("Will the ECB raise rates at its July 2026 meeting?", "other_direction"),
  ("Will the ECB cut rates at its September 2026 meeting?", "other_date"))
g("macro", "Unemployment rate in May 2026: Above 4.4%",
  ("Will the U.S. unemployment rate for May 2026 come in higher than 4.4%?", "same"),
  ("Will the U.S. unemployment rate for May 2026 be higher than 4.6%?", "other_threshold"),
  ("Will California's unemployment rate for May 2026 be above 4.4%?", "other_scope"),
  ("Will the U-6 underemployment rate for May 2026 be above 4.4%?", "other_metric"))
g("macro", "Will the 10-year Treasury yield close above 5% on any day in 2026?",
  ("US 10Y yield closes over 5.00% at least once before 2027?", "same"),
  ("Will the 30-year Treasury yield close above 5% on any day in 2026?", "other_metric"),
  ("Will the 10-year Treasury yield close below 3% on any day in 2026?", "other_direction"))
g("macro", "Will the US enter a recession in 2026 according to the NBER?",
  ("Will the US report two consecutive quarters of negative GDP growth in 2026?", "other_metric"))

# ---------------- crypto ----------------
g("crypto", "Will Bitcoin be above $100,000 on December 31, 2026?",
  ("$BTC above $100,000 on Dec 31, 2026?", "same"),
  ("Bitcoin price on Dec 31, 2026: above $100k?", "same"),
  ("$BTC above $120,000 on Dec 31, 2026?", "other_threshold"),
  ("Bitcoin price on Dec 31, 2026: $100,000-$105,000", "other_range"),
  ("Will Bitcoin be below $100,000 on December 31, 2026?", "other_direction"),
  ("Will Bitcoin be above $100,000 on June 30, 2026?", "other_date"),
  ("Will Bitcoin reach $100,000 at any point before December 31, 2026?", "other_metric"),
  ("Will Ethereum be above $100,000 on December 31, 2026?", "other_entity"))
g("crypto", "Ethereum price on June 30, 2026 - $3,000-$3,250",
  ("ETH price on Jun 30, 2026 between $3,000 and $3,250?", "same"),
  ("Ethereum price on June 30, 2026 - $3,250-$3,500", "other_range"),
  ("Will ETH be above $3,000 on June 30, 2026?", "other_range"),
  ("ETH price on Jul 31, 2026 between $3,000 and $3,250?", "other_date"))
g("crypto", "Will Solana hit $300 in 2026?",
  ("SOL reaches $300 before 2027?", "same"),
  ("SOL to touch $300 at any point in 2026?", "same"),
  ("What price will Solana hit in 2026? - ↑ $300", "same"),
  ("Will Solana hit $500 in 2026?", "other_threshold"),
  ("Will Solana dip to $100 in 2026?", "other_direction"),
  ("Will Avalanche (AVAX) hit $300 in 2026?", "other_entity"))
g("crypto", "Will Strategy (MicroStrategy) announce a Bitcoin purchase in June 2026?",
  ("Strategy (MSTR) announces a new BTC buy in June 2026?", "same"),
  ("Will Strategy sell any Bitcoin in June 2026?", "other_direction"))
g("crypto", "Will the SEC approve a spot SUI ETF by September 30, 2026?",
  ("Spot SUI ETF approved before October 1, 2026?", "same"),
  ("Will the SEC approve a spot Cardano ETF by September 30, 2026?", "other_entity"),
  ("Will the SEC reject a spot SUI ETF application by September 30, 2026?", "negation"))
g("crypto", "Bitcoin price range on Jun 5, 2026 at 5pm EDT: $104,000 to $104,999.99",
  ("Will BTC be between $104,000 and $104,999.99 at 5pm ET on June 5, 2026?", "same"),
  ("Bitcoin price range on Jun 5, 2026 at 5pm EDT: $105,000 to $105,999.99", "other_range"),
  ("Bitcoin price range on Jun 6, 2026 at 5pm EDT: $104,000 to $104,999.99", "other_date"),
  ("Bitcoin above $104,000 on Jun 5, 2026 at 5pm EDT?", "other_range"))
g("crypto", "Will USDT's market cap exceed $200B by December 31, 2026?",
  ("Tether (USDT) market cap above $200 billion before 2027?", "same"),
  ("Will USDC's market cap exceed $200B by December 31, 2026?", "other_entity"),
  ("Will USDT's market cap exceed $250B by December 31, 2026?", "other_threshold"))
g("crypto", "Will Ethereum hit a new all-time high in 2026?",
  ("ETH new ATH before 2027?", "same"),
  ("Will Bitcoin hit a new all-time high in 2026?", "other_entity"))
g("crypto", "$SOL above $150 on Jun 30?",
  ("Will Solana be above $150 on June 30?", "same"),
  ("$SOL below $150 on Jun 30?", "other_direction"),
  ("$SOL above $175 on Jun 30?", "other_threshold"),
  ("$SOL above $150 on Jul 31?", "other_date"))
g("crypto", "Will XRP reach $5 by December 31, 2026?",
  ("XRP hits $5 before 2027?", "same"),
  ("Will XRP be above $5 on December 31, 2026?", "other_metric"))
g("crypto", "Will Coinbase list Hyperliquid (HYPE) by June 30, 2026?",
  ("HYPE listed on Coinbase before July 1, 2026?", "same"),
  ("Will Binance list Hyperliquid (HYPE) by June 30, 2026?", "other_entity"))

# ---------------- sports ----------------
g("sports", "2026 FIFA World Cup Winner - Spain",
  ("Will Spain win the 2026 FIFA World Cup?", "same"),
  ("World Cup 2026 champion: Spain", "same"),
  ("Spain crowned 2026 World Cup winners?", "same"),
  ("2026 FIFA World Cup Winner - Argentina", "other_entity"),
  ("Will Spain reach the 2026 World Cup final?", "other_outcome"))
g("sports", "NBA Finals 2026 Champion: Oklahoma City Thunder",
  ("Will the OKC Thunder win the 2026 NBA Championship?", "same"),
  ("Thunder win 2025-26 NBA title?", "same"),
  ("Will the Thunder win the 2026 Western Conference Finals?", "other_outcome"),
  ("Will the OKC Thunder win the 2027 NBA Championship?", "other_date"))
g("sports", "NBA Finals MVP 2026 - Shai Gilgeous-Alexander",
  ("Will SGA win 2026 NBA Finals MVP?", "same"),
  ("Will Shai Gilgeous-Alexander win the 2025-26 NBA regular-season MVP?", "other_outcome"))
g("sports", "USA vs. Paraguay (Jun 12, 2026): Total goals over 2.5",
  ("Will the USA-Paraguay World Cup match on June 12, 2026 have 3 or more goals?", "same"),
  ("USA vs. Paraguay (Jun 12, 2026): Total goals over 3.5", "other_threshold"),
  ("USA vs Paraguay June 12 2026: Under 2.5 total goals", "other_direction"),
  ("Will the USA beat Paraguay on June 12, 2026?", "other_outcome"),
  ("USA vs. Paraguay (Jun 12, 2026): USMNT goals over 2.5", "other_scope"))
g("sports", "Super Bowl LXI Champion - Kansas City Chiefs",
  ("Will the Chiefs win Super Bowl 61?", "same"),
  ("Super Bowl LX Champion - Kansas City Chiefs", "other_date"),
  ("Will the Kansas City Chiefs win the AFC Championship in the 2026-27 season?", "other_outcome"))
g("sports", "Wimbledon 2026 Men's Singles Winner: Carlos Alcaraz",
  ("Will Carlos Alcaraz win the 2026 Wimbledon gentlemen's singles title?", "same"),
  ("Wimbledon 2026 Men's Singles Winner: Jannik Sinner", "other_entity"),
  ("Will Carlos Alcaraz reach the 2026 Wimbledon men's final?", "other_outcome"))
g("sports", "Will Max Verstappen win the 2026 F1 Drivers' Championship?",
  ("F1 2026 World Drivers' Champion: Max Verstappen", "same"),
  ("Will Red Bull win the 2026 F1 Constructors' Championship?", "other_metric"),
  ("F1 2026 World Drivers' Champion: Lando Norris", "other_entity"),
  ("Will Max Verstappen win the 2026 Monaco Grand Prix?", "other_scope"))
g("sports", "Premier League 2025-26 Winner: Arsenal",
  ("Will Arsenal win the 2025/26 EPL title?", "same"),
  ("Arsenal to be crowned Premier League champions for the 2025-26 season?", "same"),
  ("Will Arsenal finish in the top 4 of the 2025-26 Premier League?", "other_range"),
  ("Premier League 2026-27 Winner: Arsenal", "other_date"))
g("sports", "Will Aaron Judge hit 50+ home runs in the 2026 MLB regular season?",
  ("Aaron Judge 50 or more HRs in the 2026 regular season?", "same"),
  ("Will Aaron Judge hit 60+ home runs in the 2026 MLB regular season?", "other_threshold"),
  ("Will Aaron Judge have 120+ RBIs in the 2026 MLB regular season?", "other_metric"),
  ("Will Shohei Ohtani hit 50+ home runs in the 2026 MLB regular season?", "other_entity"))
g("sports", "Champions League 2025-26 Winner - Real Madrid",
  ("Will Real Madrid win the 2026 UEFA Champions League final?", "same"),
  ("Will Real Madrid win La Liga 2025-26?", "other_scope"),
  ("Champions League 2025-26 Winner - Bayern Munich", "other_entity"))
g("sports", "Stanley Cup 2026 Champion: Florida Panthers",
  ("Will the Florida Panthers win the 2026 Stanley Cup?", "same"),
  ("Panthers three-peat: 2026 Stanley Cup winners?", "same"),
  ("Will the Florida Panthers win the 2026 Eastern Conference Final?", "other_outcome"))
g("sports", "Lakers vs. Warriors (Mar 5, 2026): Over 229.5 points",
  ("Will the Lakers-Warriors game on March 5, 2026 have 230+ combined points?", "same"),
  ("Lakers vs. Warriors (Mar 5, 2026): Over 235.5 points", "other_threshold"))

# ---------------- entertainment / awards ----------------
g("entertainment", "Will 'One Battle After Another' win Best Picture at the 2026 Oscars?",
  ("98th Academy Awards: Best Picture - One Battle After Another", "same"),
  ("Oscars 2026 Best Picture winner: One Battle After Another?", "same"),
  ("Will 'One Battle After Another' win Best Adapted Screenplay at the 2026 Oscars?", "other_outcome"),
  ("98th Academy Awards: Best Picture - Sinners", "other_entity"),
  ("Will 'One Battle After Another' win Best Motion Picture - Drama at the 2026 Golden Globes?", "other_scope"))
g("entertainment", "Will Taylor Swift announce a new album by June 30, 2026?",
  ("New Taylor Swift album announced before July 1, 2026?", "same"),
  ("Will Taylor Swift release a new album by June 30, 2026?", "other_outcome"),
  ("Will Taylor Swift announce a new album by March 31, 2026?", "other_date"))
g("entertainment", "Highest grossing movie in 2026 (domestic) - Avengers: Doomsday",
  ("Will Avengers: Doomsday be the top-grossing film of 2026 at the US box office?", "same"),
  ("Will Avengers: Doomsday be the highest-grossing film worldwide in 2026?", "other_scope"),
  ("Will Avengers: Doomsday gross over $300M domestically on its opening weekend?", "other_metric"))
g("entertainment", "Spotify Wrapped 2026: Top Global Artist - Bad Bunny",
  ("Will Bad Bunny be Spotify's most-streamed artist worldwide in 2026?", "same"),
  ("Spotify Wrapped 2026: Top Global Artist - Taylor Swift", "other_entity"),
  ("Will Bad Bunny be Spotify's top artist in the US for 2026?", "other_scope"),
  ("Spotify Wrapped 2026: Top Global Album - Bad Bunny", "other_metric"))
g("entertainment", "Will GTA VI be released by November 19, 2026?",
  ("Grand Theft Auto 6 out on or before Nov 19, 2026?", "same"),
  ("GTA 6 launches no later than November 19th 2026?", "same"),
  ("Will GTA VI be released by May 26, 2026?", "other_date"),
  ("Will GTA VI be delayed past November 19, 2026?", "negation"))
g("entertainment", "Eurovision 2026 Winner - Sweden",
  ("Will Sweden win the Eurovision Song Contest 2026?", "same"),
  ("Sweden wins ESC 2026?", "same"),
  ("Eurovision 2026 Winner - Finland", "other_entity"),
  ("Will Sweden finish in the top 5 at Eurovision 2026?", "other_range"))
g("entertainment", "Grammys 2027: Album of the Year - Lady Gaga 'Mayhem'",
  ("Will Lady Gaga's 'Mayhem' win Album of the Year at the 69th Grammy Awards?", "same"),
  ("Will Lady Gaga win Record of the Year at the 69th Grammy Awards?", "other_outcome"),
  ("Grammys 2026: Album of the Year - Lady Gaga 'Mayhem'", "other_date"))
g("entertainment", "Will 'Stranger Things 5' be Netflix's #1 English TV show in its release week?",
  ("Stranger Things season 5 tops Netflix's English TV Top 10 in its debut week?", "same"))

# ---------------- tech / companies ----------------
g("tech", "Will OpenAI release GPT-6 by December 31, 2026?",
  ("GPT-6 released before 2027?", "same"),
  ("OpenAI launches GPT-6 in 2026?", "same"),
  ("Will Google release Gemini 4 by December 31, 2026?", "other_entity"),
  ("GPT-6 released by June 30, 2026?", "other_date"),
  ("Will OpenAI announce GPT-6 by December 31, 2026?", "other_outcome"))
g("tech", "Largest company in the world by market cap on June 30, 2026 - NVIDIA",
  ("Will Nvidia be the world's most valuable public company at the end of June 2026?", "same"),
  ("Largest company in the world by market cap on June 30, 2026 - Microsoft", "other_entity"),
  ("Will Nvidia be the largest company in the world by revenue in 2026?", "other_metric"))
g("tech", "Will Apple's market cap exceed $5 trillion by December 31, 2026?",
  ("AAPL hits a $5T market cap before 2027?", "same"),
  ("Apple market cap above $5T before 2027?", "same"),
  ("Will Apple's market cap exceed $4.5 trillion by December 31, 2026?", "other_threshold"),
  ("Will Microsoft's market cap exceed $5 trillion by December 31, 2026?", "other_entity"),
  ("Will Apple's market cap fall below $3 trillion by December 31, 2026?", "other_direction"))
g("tech", "Will Tesla deliver more than 400,000 vehicles in Q2 2026?",
  ("Tesla Q2 2026 deliveries above 400k?", "same"),
  ("TSLA second-quarter 2026 vehicle deliveries: over 400,000?", "same"),
  ("Will Tesla produce more than 400,000 vehicles in Q2 2026?", "other_metric"),
  ("Tesla Q2 2026 deliveries: 375k-400k", "other_range"),
  ("Tesla Q3 2026 deliveries above 400k?", "other_date"))
g("tech", "Will SpaceX IPO in 2026?",
  ("SpaceX goes public before January 1, 2027?", "same"),
  ("Will OpenAI IPO in 2026?", "other_entity"),
  ("Will SpaceX stay private through 2026?", "negation"))
g("tech", "Will Apple unveil a foldable iPhone at its September 2026 event?",
  ("Foldable iPhone announced at Apple's Sept 2026 keynote?", "same"),
  ("Will a foldable iPhone be available to buy by September 30, 2026?", "other_outcome"))
g("tech", "NVDA Q1 FY2027 revenue above $75 billion?",
  ("Will Nvidia report more than $75B in revenue for fiscal Q1 2027?", "same"),
  ("Will Nvidia report more than $80B in revenue for fiscal Q1 2027?", "other_threshold"),
  ("Will Nvidia report more than $75B in data center revenue for fiscal Q1 2027?", "other_metric"))
g("tech", "Will TikTok be banned in the US before 2027?",
  ("TikTok US ban takes effect by December 31, 2026?", "same"),
  ("Will TikTok be banned in Canada before 2027?", "other_scope"),
  ("Will TikTok's US business be sold to a new owner before 2027?", "other_outcome"))
g("tech", "Will Tim Cook step down as Apple CEO in 2026?",
  ("Tim Cook out as CEO of Apple before 2027?", "same"),
  ("Will Satya Nadella step down as Microsoft CEO in 2026?", "other_entity"),
  ("Will Tim Cook remain Apple CEO through 2026?", "negation"))

# ---------------- weather / science ----------------
g("weather_science", "Will the high temp in NYC be >85° on Jul 4, 2026?",
  ("Highest temperature in New York City on July 4, 2026: above 85°F", "same"),
  ("NYC (Central Park) high over 85 degrees on 4th of July 2026?", "same"),
  ("Will the high temp in NYC be >90° on Jul 4, 2026?", "other_threshold"),
  ("Will the high temp in Chicago be >85° on Jul 4, 2026?", "other_entity"),
  ("Will the low temperature in NYC be above 85°F on July 4, 2026?", "other_metric"),
  ("Highest temperature in NYC on July 4, 2026: 84-85°F", "other_range"),
  ("Will the high temp in NYC be >85° on Jul 5, 2026?", "other_date"),
  ("Will NYC's high temperature on July 4, 2026 be below 85°F?", "other_direction"))
g("weather_science", "Will NASA rank 2026 as the hottest year on record?",
  ("2026 warmest year on record according to NASA GISS?", "same"),
  ("Will NASA rank 2026 among the three hottest years on record?", "other_range"))
g("weather_science", "Will there be at least 8 Atlantic hurricanes in the 2026 season?",
  ("2026 Atlantic hurricane season: 8+ hurricanes?", "same"),
  ("At least eight hurricanes form in the Atlantic in 2026?", "same"),
  ("2026 Atlantic hurricane season: 8+ named storms?", "other_metric"),
  ("Will there be at least 10 Atlantic hurricanes in the 2026 season?", "other_threshold"),
  ("Will there be at least 8 Eastern Pacific hurricanes in the 2026 season?", "other_scope"))
g("weather_science", "Will a hurricane make landfall in Florida in 2026?",
  ("Hurricane landfall in Florida during 2026?", "same"),
  ("Will a hurricane make landfall in the continental US in 2026?", "other_scope"),
  ("Will a Category 4+ hurricane make landfall in Florida in 2026?", "other_threshold"))
g("weather_science", "Will NASA's Artemis II launch by April 30, 2026?",
  ("Artemis II launches before May 1, 2026?", "same"),
  ("Artemis III launches before May 1, 2026?", "other_entity"),
  ("Will NASA's Artemis II launch by March 31, 2026?", "other_date"),
  ("Will Artemis II land on the Moon by April 30, 2026?", "other_outcome"))
g("weather_science", "Will a magnitude 8.0+ earthquake occur anywhere in the world by June 30, 2026?",
  ("Earthquake of M8.0 or greater worldwide before July 1, 2026?", "same"),
  ("Will a magnitude 7.5+ earthquake occur anywhere in the world by June 30, 2026?", "other_threshold"),
  ("Will a magnitude 8.0+ earthquake hit California by June 30, 2026?", "other_scope"))
g("weather_science", "Will the CDC report more than 2,000 US measles cases in 2026?",
  ("US measles cases in 2026 above 2,000 (CDC)?", "same"),
  ("Will the CDC report more than 3,000 US measles cases in 2026?", "other_threshold"))
g("weather_science", "Will Central Park record measurable snow on December 25, 2026?",
  ("White Christmas in NYC 2026: measurable snowfall in Central Park on Dec 25?", "same"),
  ("Will Central Park record 1 inch or more of snow on December 25, 2026?", "other_threshold"),
  ("Will Central Park record measurable rain on December 25, 2026?", "other_metric"))
g("weather_science", "Will Starship complete a full orbit of Earth by June 30, 2026?",
  ("Will Starship's booster be caught by the tower by June 30, 2026?", "other_outcome"),
  ("Will Blue Origin's New Glenn complete an orbital flight by June 30, 2026?", "other_entity"))
g("weather_science", "Arctic sea ice minimum 2026 below 4.0 million km²?",
  ("Arctic sea ice minimum 2026 below 3.5 million km²?", "other_threshold"),
  ("Antarctic sea ice minimum 2026 below 4.0 million km²?", "other_entity"))

# ---------------- geopolitics ----------------
g("geopolitics", "Russia x Ukraine ceasefire in 2026?",
  ("Will Russia and Ukraine agree to a ceasefire before 2027?", "same"),
  ("Ukraine-Russia ceasefire agreed by Dec 31, 2026?", "same"),
  ("Russia x Ukraine ceasefire by June 30, 2026?", "other_date"),
  ("Will Russia and Ukraine sign a comprehensive peace treaty in 2026?", "other_outcome"))
g("geopolitics", "Will Putin meet Zelenskyy in person by June 30, 2026?",
  ("Putin–Zelensky face-to-face meeting before July 1, 2026?", "same"),
  ("Will Putin meet Trump in person by June 30, 2026?", "other_entity"))
g("geopolitics", "Will China invade Taiwan in 2026?",
  ("China invades Taiwan before 2027?", "same"),
  ("Chinese invasion of Taiwan in 2026?", "same"),
  ("Will China blockade Taiwan in 2026?", "other_outcome"),
  ("China invades Taiwan by June 30, 2026?", "other_date"))
g("geopolitics", "Will Ali Khamenei cease to be Supreme Leader of Iran by December 31, 2026?",
  ("Khamenei out as Iran's Supreme Leader before 2027?", "same"),
  ("Will Khamenei remain Iran's Supreme Leader through 2026?", "negation"),
  ("Will Masoud Pezeshkian cease to be President of Iran by December 31, 2026?", "other_office"))
g("geopolitics", "Will Israel and Saudi Arabia sign a normalization agreement in 2026?",
  ("Israel-Saudi normalization deal signed before 2027?", "same"),
  ("Will Israel and Indonesia sign a normalization agreement in 2026?", "other_entity"),
  ("Will Israel and Saudi Arabia sign a normalization agreement by June 30, 2026?", "other_date"))
g("geopolitics", "Will Russia capture Kostiantynivka by June 30, 2026?",
  ("Kostiantynivka falls to Russian forces before July 1, 2026?", "same"),
  ("Will Russia capture Zaporizhzhia city by June 30, 2026?", "other_entity"),
  ("Will Russia capture Kostiantynivka by March 31, 2026?", "other_date"),
  ("Will Ukraine recapture Kostiantynivka by June 30, 2026?", "other_direction"))
g("geopolitics", "Will the US conduct a military strike on Iranian soil by June 30, 2026?",
  ("US military strike on Iran's territory before July 1, 2026?", "same"),
  ("Will Israel conduct a military strike on Iranian soil by June 30, 2026?", "other_entity"))
g("geopolitics", "Will a NATO member invoke Article 5 in 2026?",
  ("Article 5 invoked by any NATO country before 2027?", "same"),
  ("Will a NATO member invoke Article 4 in 2026?", "other_outcome"))
g("geopolitics", "Will Trump and Xi meet in person in 2026?",
  ("Trump–Xi in-person meeting before 2027?", "same"),
  ("Will Trump and Xi hold a phone call in 2026?", "other_outcome"))

c = Counter(t == "same" for *_, t, _ in PAIRS)
print(len(PAIRS), "same:", c[True], "traps:", c[False])
print(Counter(t for *_, t, _ in PAIRS))
print(Counter(f for *_, f in PAIRS))
assert len({(a, b) for a, b, *_ in PAIRS}) == len(PAIRS)
if __name__ == "__main__" and len(PAIRS) == 300:
    out = Path(__file__).with_name("market_pairs_set11.jsonl")
    out.write_text("".join(json.dumps({"id": f"set11-{i:04d}", "a": a, "b": b, "trap": t, "family": f,
                                       "label": int(t == "same")}) + "\n"
                           for i, (a, b, t, f) in enumerate(PAIRS)))
    print("->", out)
