"""Entity layouts of the common subgraph schema families (written for this project).

Each family maps entity name -> ``"field:Type field:Type ..."``. They follow the public
shapes of the Uniswap, Messari standard, agent0 (ERC-8004), x402 settlement, ENS and
prediction-market subgraphs closely enough to route and build queries against; a synced
catalog stores the real schema of every deployment instead.
"""

from __future__ import annotations

from typing import Any

Entities = list[dict[str, Any]]

_MESSARI_TOKEN = "id:ID! name:String! symbol:String! decimals:Int! lastPriceUSD:BigDecimal"
_MESSARI_ACCOUNT = "id:ID! positionCount:Int! depositCount:Int! withdrawCount:Int!"
_FIN_DAILY = (
    "id:ID! timestamp:BigInt! blockNumber:BigInt! totalValueLockedUSD:BigDecimal! "
    "dailyVolumeUSD:BigDecimal dailySupplySideRevenueUSD:BigDecimal! "
    "dailyProtocolSideRevenueUSD:BigDecimal! dailyTotalRevenueUSD:BigDecimal!"
)
_USAGE_DAILY = (
    "id:ID! timestamp:BigInt! dailyActiveUsers:Int! cumulativeUniqueUsers:Int! "
    "dailyTransactionCount:Int!"
)

FAMILIES: dict[str, dict[str, str]] = {
    "uniswap-v3": {
        "Factory": "id:ID! poolCount:BigInt! txCount:BigInt! totalVolumeUSD:BigDecimal! "
                   "totalFeesUSD:BigDecimal! owner:ID!",
        "Bundle": "id:ID! ethPriceUSD:BigDecimal!",
        "Token": "id:ID! symbol:String! name:String! decimals:BigInt! totalSupply:BigInt! "
                 "volume:BigDecimal! volumeUSD:BigDecimal! feesUSD:BigDecimal! txCount:BigInt! "
                 "poolCount:BigInt! totalValueLocked:BigDecimal! derivedETH:BigDecimal! "
                 "whitelistPools:[Pool!]! tokenDayData:[TokenDayData!]!",
        "Pool": "id:ID! createdAtTimestamp:BigInt! token0:Token! token1:Token! feeTier:BigInt! "
                "liquidity:BigInt! sqrtPrice:BigInt! token0Price:BigDecimal! "
                "token1Price:BigDecimal! tick:BigInt volumeToken0:BigDecimal! "
                "volumeToken1:BigDecimal! volumeUSD:BigDecimal! feesUSD:BigDecimal! "
                "txCount:BigInt! totalValueLockedUSD:BigDecimal! poolDayData:[PoolDayData!]! "
                "swaps:[Swap!]!",
        "PoolDayData": "id:ID! date:Int! pool:Pool! liquidity:BigInt! tvlUSD:BigDecimal! "
                       "volumeUSD:BigDecimal! feesUSD:BigDecimal! txCount:BigInt! "
                       "open:BigDecimal! high:BigDecimal! low:BigDecimal! close:BigDecimal!",
        "TokenDayData": "id:ID! date:Int! token:Token! volume:BigDecimal! volumeUSD:BigDecimal! "
                        "totalValueLockedUSD:BigDecimal! priceUSD:BigDecimal! "
                        "feesUSD:BigDecimal! open:BigDecimal! high:BigDecimal! low:BigDecimal! "
                        "close:BigDecimal!",
        "Swap": "id:ID! transaction:Transaction! timestamp:BigInt! pool:Pool! token0:Token! "
                "token1:Token! sender:Bytes! recipient:Bytes! origin:Bytes! amount0:BigDecimal! "
                "amount1:BigDecimal! amountUSD:BigDecimal! sqrtPriceX96:BigInt! tick:BigInt! "
                "logIndex:BigInt",
        "Position": "id:ID! owner:Bytes! pool:Pool! token0:Token! token1:Token! "
                    "liquidity:BigInt! depositedToken0:BigDecimal! depositedToken1:BigDecimal! "
                    "withdrawnToken0:BigDecimal! withdrawnToken1:BigDecimal! "
                    "collectedFeesToken0:BigDecimal! collectedFeesToken1:BigDecimal!",
        "Mint": "id:ID! transaction:Transaction! timestamp:BigInt! pool:Pool! owner:Bytes! "
                "origin:Bytes! amount:BigInt! amount0:BigDecimal! amount1:BigDecimal! "
                "amountUSD:BigDecimal",
        "Burn": "id:ID! transaction:Transaction! timestamp:BigInt! pool:Pool! owner:Bytes "
                "origin:Bytes! amount:BigInt! amount0:BigDecimal! amount1:BigDecimal! "
                "amountUSD:BigDecimal",
        "Transaction": "id:ID! blockNumber:BigInt! timestamp:BigInt! gasUsed:BigInt! "
                       "gasPrice:BigInt!",
    },
    "uniswap-v2": {
        "UniswapFactory": "id:ID! pairCount:Int! totalVolumeUSD:BigDecimal! "
                          "totalLiquidityUSD:BigDecimal! txCount:BigInt!",
        "Bundle": "id:ID! ethPrice:BigDecimal!",
        "Token": "id:ID! symbol:String! name:String! decimals:BigInt! totalSupply:BigInt! "
                 "tradeVolume:BigDecimal! tradeVolumeUSD:BigDecimal! txCount:BigInt! "
                 "totalLiquidity:BigDecimal! derivedETH:BigDecimal!",
        "Pair": "id:ID! token0:Token! token1:Token! reserve0:BigDecimal! reserve1:BigDecimal! "
                "totalSupply:BigDecimal! reserveUSD:BigDecimal! token0Price:BigDecimal! "
                "token1Price:BigDecimal! volumeUSD:BigDecimal! txCount:BigInt! "
                "createdAtTimestamp:BigInt! swaps:[Swap!]!",
        "PairDayData": "id:ID! date:Int! pairAddress:Bytes! token0:Token! token1:Token! "
                       "reserveUSD:BigDecimal! dailyVolumeUSD:BigDecimal! dailyTxns:BigInt!",
        "TokenDayData": "id:ID! date:Int! token:Token! dailyVolumeUSD:BigDecimal! "
                        "totalLiquidityUSD:BigDecimal! priceUSD:BigDecimal!",
        "Swap": "id:ID! transaction:Transaction! timestamp:BigInt! pair:Pair! sender:Bytes! "
                "from:Bytes! to:Bytes! amount0In:BigDecimal! amount1In:BigDecimal! "
                "amount0Out:BigDecimal! amount1Out:BigDecimal! amountUSD:BigDecimal!",
        "Transaction": "id:ID! blockNumber:BigInt! timestamp:BigInt!",
    },
    "uniswap-v4": {
        "PoolManager": "id:ID! poolCount:BigInt! txCount:BigInt! totalVolumeUSD:BigDecimal!",
        "Bundle": "id:ID! ethPriceUSD:BigDecimal!",
        "Token": "id:ID! symbol:String! name:String! decimals:BigInt! volumeUSD:BigDecimal! "
                 "txCount:BigInt! poolCount:BigInt! derivedETH:BigDecimal!",
        "Pool": "id:ID! createdAtTimestamp:BigInt! token0:Token! token1:Token! feeTier:BigInt! "
                "tickSpacing:BigInt! hooks:String! liquidity:BigInt! sqrtPrice:BigInt! "
                "token0Price:BigDecimal! token1Price:BigDecimal! volumeUSD:BigDecimal! "
                "feesUSD:BigDecimal! txCount:BigInt! swaps:[Swap!]!",
        "PoolDayData": "id:ID! date:Int! pool:Pool! liquidity:BigInt! volumeUSD:BigDecimal! "
                       "feesUSD:BigDecimal! txCount:BigInt! open:BigDecimal! close:BigDecimal!",
        "Swap": "id:ID! transaction:Transaction! timestamp:BigInt! pool:Pool! token0:Token! "
                "token1:Token! sender:Bytes! origin:Bytes! amount0:BigDecimal! "
                "amount1:BigDecimal! amountUSD:BigDecimal! logIndex:BigInt",
        "Position": "id:ID! tokenId:BigInt! owner:String! origin:String! "
                    "createdAtTimestamp:BigInt!",
        "Transaction": "id:ID! blockNumber:BigInt! timestamp:BigInt!",
    },
    "messari-dex-amm": {
        "DexAmmProtocol": "id:ID! name:String! slug:String! network:String! "
                          "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal! "
                          "cumulativeUniqueUsers:Int! totalPoolCount:Int!",
        "Token": _MESSARI_TOKEN,
        "LiquidityPool": "id:ID! name:String symbol:String inputTokens:[Token!]! "
                         "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal! "
                         "createdTimestamp:BigInt! createdBlockNumber:BigInt! "
                         "swaps:[Swap!]!",
        "Swap": "id:ID! hash:String! logIndex:Int! from:String! to:String! account:Account! "
                "blockNumber:BigInt! timestamp:BigInt! tokenIn:Token! amountIn:BigInt! "
                "amountInUSD:BigDecimal! tokenOut:Token! amountOut:BigInt! "
                "amountOutUSD:BigDecimal! pool:LiquidityPool!",
        "Deposit": "id:ID! hash:String! account:Account! timestamp:BigInt! "
                   "amountUSD:BigDecimal! pool:LiquidityPool!",
        "Withdraw": "id:ID! hash:String! account:Account! timestamp:BigInt! "
                    "amountUSD:BigDecimal! pool:LiquidityPool!",
        "LiquidityPoolDailySnapshot": "id:ID! pool:LiquidityPool! timestamp:BigInt! "
                                      "totalValueLockedUSD:BigDecimal! "
                                      "dailyVolumeUSD:BigDecimal!",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "UsageMetricsDailySnapshot": _USAGE_DAILY,
        "Account": _MESSARI_ACCOUNT,
    },
    "messari-lending": {
        "LendingProtocol": "id:ID! name:String! slug:String! network:String! "
                           "totalValueLockedUSD:BigDecimal! totalDepositBalanceUSD:BigDecimal! "
                           "totalBorrowBalanceUSD:BigDecimal! cumulativeLiquidateUSD:BigDecimal! "
                           "cumulativeUniqueUsers:Int!",
        "Token": _MESSARI_TOKEN,
        "Market": "id:ID! name:String isActive:Boolean! canBorrowFrom:Boolean! "
                  "inputToken:Token! totalValueLockedUSD:BigDecimal! "
                  "totalDepositBalanceUSD:BigDecimal! totalBorrowBalanceUSD:BigDecimal! "
                  "cumulativeLiquidateUSD:BigDecimal! createdTimestamp:BigInt! "
                  "rates:[InterestRate!] borrows:[Borrow!]!",
        # Messari's rate entity: id "{side}-{type}-{market id}", rate in percent APY
        "InterestRate": "id:ID! rate:BigDecimal! side:InterestRateSide! "
                        "type:InterestRateType! duration:Int maturityBlock:BigInt",
        "Deposit": "id:ID! hash:String! logIndex:Int! account:Account! market:Market! "
                   "asset:Token! amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt! "
                   "blockNumber:BigInt!",
        "Withdraw": "id:ID! hash:String! account:Account! market:Market! asset:Token! "
                    "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt!",
        "Borrow": "id:ID! hash:String! account:Account! market:Market! asset:Token! "
                  "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt! blockNumber:BigInt!",
        "Repay": "id:ID! hash:String! account:Account! market:Market! asset:Token! "
                 "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt!",
        "Liquidate": "id:ID! hash:String! liquidator:Account! liquidatee:Account! "
                     "market:Market! asset:Token! amount:BigInt! amountUSD:BigDecimal! "
                     "profitUSD:BigDecimal! timestamp:BigInt! blockNumber:BigInt!",
        "Position": "id:ID! account:Account! market:Market! asset:Token! side:String! "
                    "isCollateral:Boolean balance:BigInt! timestampOpened:BigInt! "
                    "timestampClosed:BigInt",
        "MarketDailySnapshot": "id:ID! market:Market! timestamp:BigInt! "
                               "totalValueLockedUSD:BigDecimal! "
                               "totalDepositBalanceUSD:BigDecimal! "
                               "totalBorrowBalanceUSD:BigDecimal! dailyBorrowUSD:BigDecimal! "
                               "rates:[InterestRate!]",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "Account": "id:ID! positionCount:Int! borrowCount:Int! depositCount:Int! "
                   "liquidateCount:Int! liquidationCount:Int!",
    },
    "messari-yield": {
        "YieldAggregator": "id:ID! name:String! slug:String! network:String! "
                           "totalValueLockedUSD:BigDecimal! cumulativeUniqueUsers:Int!",
        "Token": _MESSARI_TOKEN,
        "Vault": "id:ID! name:String symbol:String inputToken:Token! outputToken:Token "
                 "totalValueLockedUSD:BigDecimal! pricePerShare:BigDecimal "
                 "createdTimestamp:BigInt! deposits:[Deposit!]!",
        "Deposit": "id:ID! hash:String! from:String! to:String! vault:Vault! asset:Token! "
                   "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt!",
        "Withdraw": "id:ID! hash:String! from:String! to:String! vault:Vault! asset:Token! "
                    "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt!",
        "VaultDailySnapshot": "id:ID! vault:Vault! timestamp:BigInt! "
                              "totalValueLockedUSD:BigDecimal! pricePerShare:BigDecimal",
        "FinancialsDailySnapshot": _FIN_DAILY,
    },
    "messari-bridge": {
        "BridgeProtocol": "id:ID! name:String! slug:String! network:String! "
                          "totalValueLockedUSD:BigDecimal! cumulativeVolumeInUSD:BigDecimal! "
                          "cumulativeVolumeOutUSD:BigDecimal!",
        "Token": _MESSARI_TOKEN,
        "Pool": "id:ID! name:String! inputToken:Token! totalValueLockedUSD:BigDecimal! "
                "cumulativeVolumeInUSD:BigDecimal! cumulativeVolumeOutUSD:BigDecimal!",
        "BridgeTransfer": "id:ID! hash:String! fromChainID:BigInt! toChainID:BigInt! "
                          "from:String! to:String! isOutgoing:Boolean! token:Token! "
                          "amount:BigInt! amountUSD:BigDecimal! timestamp:BigInt! pool:Pool!",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "Account": _MESSARI_ACCOUNT,
    },
    "messari-perp": {
        "DerivPerpProtocol": "id:ID! name:String! slug:String! network:String! "
                             "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal! "
                             "openInterestUSD:BigDecimal!",
        "Token": _MESSARI_TOKEN,
        "LiquidityPool": "id:ID! name:String inputTokens:[Token!]! "
                         "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal! "
                         "openInterestUSD:BigDecimal!",
        "Position": "id:ID! account:Account! pool:LiquidityPool! asset:Token! side:String! "
                    "leverage:BigDecimal collateralBalanceUSD:BigDecimal! "
                    "realisedPnlUSD:BigDecimal! timestampOpened:BigInt! timestampClosed:BigInt",
        "Swap": "id:ID! hash:String! account:Account! pool:LiquidityPool! amountInUSD:BigDecimal! "
                "amountOutUSD:BigDecimal! timestamp:BigInt!",
        "Liquidate": "id:ID! hash:String! liquidator:Account! liquidatee:Account! "
                     "position:Position! amountUSD:BigDecimal! profitUSD:BigDecimal! "
                     "timestamp:BigInt!",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "Account": _MESSARI_ACCOUNT,
    },
    "messari-options": {
        "DerivOptProtocol": "id:ID! name:String! slug:String! network:String! "
                            "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal!",
        "Token": _MESSARI_TOKEN,
        "LiquidityPool": "id:ID! name:String inputTokens:[Token!]! "
                         "totalValueLockedUSD:BigDecimal! cumulativeVolumeUSD:BigDecimal!",
        "Option": "id:ID! pool:LiquidityPool! underlyingAsset:Token! type:String! "
                  "strikePrice:BigDecimal! expirationTimestamp:BigInt! "
                  "openInterestUSD:BigDecimal!",
        "Position": "id:ID! account:Account! option:Option! balance:BigInt! "
                    "timestampOpened:BigInt! timestampClosed:BigInt",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "Account": _MESSARI_ACCOUNT,
    },
    "messari-generic": {
        "Protocol": "id:ID! name:String! slug:String! network:String! "
                    "totalValueLockedUSD:BigDecimal! cumulativeUniqueUsers:Int! "
                    "cumulativeTotalRevenueUSD:BigDecimal!",
        "Token": _MESSARI_TOKEN,
        "Pool": "id:ID! name:String symbol:String inputTokens:[Token!]! "
                "totalValueLockedUSD:BigDecimal! cumulativeTotalRevenueUSD:BigDecimal! "
                "createdTimestamp:BigInt!",
        "PoolDailySnapshot": "id:ID! pool:Pool! timestamp:BigInt! "
                             "totalValueLockedUSD:BigDecimal! dailyTotalRevenueUSD:BigDecimal!",
        "FinancialsDailySnapshot": _FIN_DAILY,
        "UsageMetricsDailySnapshot": _USAGE_DAILY,
        "Account": "id:ID!",
    },
    "messari-governance": {
        "Governance": "id:ID! totalTokenSupply:BigInt! currentTokenHolders:BigInt! "
                      "currentDelegates:BigInt! proposals:BigInt! proposalsExecuted:BigInt!",
        "Proposal": "id:ID! txnHash:String! description:String! proposer:Delegate! "
                    "state:String! quorumVotes:BigInt! forDelegateVotes:BigInt! "
                    "againstDelegateVotes:BigInt! creationBlock:BigInt! "
                    "creationTime:BigInt! votes:[Vote!]!",
        "Vote": "id:ID! choice:String! weight:BigInt! reason:String voter:Delegate! "
                "proposal:Proposal! block:BigInt! blockTime:BigInt! txnHash:String!",
        "Delegate": "id:ID! delegatedVotesRaw:BigInt! delegatedVotes:BigDecimal! "
                    "tokenHoldersRepresentedAmount:Int! numberVotes:Int!",
        "TokenHolder": "id:ID! delegate:Delegate tokenBalanceRaw:BigInt! "
                       "tokenBalance:BigDecimal! totalTokensHeld:BigDecimal!",
        "DelegateChange": "id:ID! tokenAddress:String! delegator:String! delegate:String! "
                          "previousDelegate:String! txnHash:String! blockTimestamp:BigInt!",
    },
    "nft-marketplace": {
        "Marketplace": "id:ID! name:String! network:String! collectionCount:Int! "
                       "tradeCount:Int! cumulativeTradeVolumeETH:BigDecimal! "
                       "cumulativeUniqueTraders:Int!",
        "Collection": "id:ID! name:String symbol:String nftStandard:String! "
                      "cumulativeTradeVolumeETH:BigDecimal! tradeCount:Int! "
                      "buyerCount:Int! sellerCount:Int!",
        "Trade": "id:ID! transactionHash:String! logIndex:Int! timestamp:BigInt! "
                 "blockNumber:BigInt! collection:Collection! tokenId:BigInt! amount:BigInt! "
                 "priceETH:BigDecimal! strategy:String! buyer:String! seller:String!",
        "CollectionDailySnapshot": "id:ID! collection:Collection! timestamp:BigInt! "
                                   "dailyTradeVolumeETH:BigDecimal! dailyTradedItemCount:Int!",
    },
    "erc721": {
        "TokenContract": "id:ID! name:String symbol:String totalSupply:BigInt! "
                         "holdersCount:BigInt! transferCount:BigInt!",
        "Token": "id:ID! contract:TokenContract! tokenId:BigInt! owner:Account! "
                 "tokenURI:String mintTime:BigInt! burned:Boolean!",
        "Account": "id:ID! tokenCount:BigInt! tokens:[Token!]!",
        "Transfer": "id:ID! token:Token! from:Account! to:Account! timestamp:BigInt! "
                    "blockNumber:BigInt! transaction:Bytes!",
    },
    "erc20": {
        "Token": "id:ID! name:String! symbol:String! decimals:Int! totalSupply:BigInt! "
                 "holderCount:BigInt! transferCount:BigInt!",
        "Account": "id:ID! balances:[AccountBalance!]!",
        "AccountBalance": "id:ID! account:Account! token:Token! amount:BigDecimal! "
                          "blockNumber:BigInt! timestamp:BigInt!",
        "Transfer": "id:ID! token:Token! from:Bytes! to:Bytes! amount:BigDecimal! "
                    "blockNumber:BigInt! timestamp:BigInt! transactionHash:Bytes!",
    },
    "erc8004-agent0": {
        "Agent": "id:ID! chainId:BigInt! agentId:BigInt! agentURI:String owner:Bytes! "
                 "agentWallet:Bytes operators:[Bytes!]! createdAt:BigInt! updatedAt:BigInt! "
                 "registrationFile:AgentRegistrationFile totalFeedback:BigInt! "
                 "lastActivity:BigInt! feedback:[Feedback!]! validations:[Validation!]!",
        "Feedback": "id:ID! agent:Agent! clientAddress:Bytes! feedbackIndex:BigInt! "
                    "value:BigDecimal! tag1:String tag2:String endpoint:String "
                    "feedbackURI:String isRevoked:Boolean! createdAt:BigInt!",
        "Validation": "id:ID! agent:Agent! validatorAddress:Bytes! requestUri:String "
                      "requestHash:Bytes! response:Int tag:String status:ValidationStatus! "
                      "createdAt:BigInt! updatedAt:BigInt!",
        "AgentRegistrationFile": "id:ID! cid:String! name:String description:String "
                                 "image:String active:Boolean x402Support:Boolean "
                                 "supportedTrusts:[String!] mcpEndpoint:String "
                                 "a2aEndpoint:String webEndpoint:String ens:String "
                                 "a2aSkills:[String!] mcpTools:[String!]",
        "AgentMetadata": "id:ID! agent:Agent! key:String! value:String!",
        "Protocol": "id:ID! chainId:BigInt! identityRegistry:Bytes! "
                    "reputationRegistry:Bytes! validationRegistry:Bytes!",
    },
    "x402-settlement": {
        "Facilitator": "id:ID! address:Bytes! name:String userDefined_url:String "
                       "isActive:Boolean! addedAtTimestamp:BigInt! totalSettlements:BigInt! "
                       "totalVolume:BigInt! totalVolumeDecimal:BigDecimal! "
                       "payments:[X402Payment!]!",
        "X402Payment": "id:ID! blockNumber:BigInt! blockTimestamp:BigInt! "
                       "transactionHash:Bytes! from:Bytes! to:Bytes! facilitator:Facilitator "
                       "amount:BigInt! amountDecimal:BigDecimal! asset:Bytes! "
                       "assetSymbol:String! nonce:Bytes! transferMethod:TransferMethod! "
                       "chainId:BigInt! network:String!",
        "X402AddressSummary": "id:ID! address:Bytes! role:AddressRole! totalPayments:BigInt! "
                              "totalVolume:BigInt! totalVolumeDecimal:BigDecimal! "
                              "firstPaymentTimestamp:BigInt! lastPaymentTimestamp:BigInt!",
        "X402DailyStats": "id:ID! date:String! totalPayments:BigInt! totalVolume:BigInt! "
                          "totalVolumeDecimal:BigDecimal! eip3009Payments:BigInt! "
                          "permit2Payments:BigInt!",
    },
    "ens": {
        "Domain": "id:ID! name:String labelName:String labelhash:Bytes parent:Domain "
                  "subdomainCount:Int! resolvedAddress:Account owner:Account! "
                  "registrant:Account expiryDate:BigInt createdAt:BigInt!",
        "Account": "id:ID! domains:[Domain!]! registrations:[Registration!]!",
        "Registration": "id:ID! domain:Domain! registrationDate:BigInt! expiryDate:BigInt! "
                        "cost:BigInt registrant:Account! labelName:String",
        "NameRegistered": "id:ID! registration:Registration! blockNumber:Int! "
                          "transactionID:Bytes! registrant:Account! expiryDate:BigInt!",
    },
    "prediction-market": {
        "Market": "id:ID! conditionId:Bytes! question:String! slug:String outcomeSlotCount:Int! "
                  "resolved:Boolean! volumeUSD:BigDecimal! liquidityUSD:BigDecimal! "
                  "tradesQuantity:BigInt! createdAt:BigInt! trades:[Trade!]!",
        "Trade": "id:ID! market:Market! trader:Account! side:String! outcomeIndex:Int! "
                 "price:BigDecimal! amountUSD:BigDecimal! shares:BigDecimal! "
                 "timestamp:BigInt! transactionHash:Bytes!",
        "Position": "id:ID! account:Account! market:Market! outcomeIndex:Int! "
                    "balance:BigDecimal! avgPrice:BigDecimal! realizedPnl:BigDecimal!",
        "Account": "id:ID! creationTimestamp:BigInt! lastTradedTimestamp:BigInt! "
                   "collateralVolume:BigDecimal! numTrades:BigInt! profit:BigDecimal!",
        "Redemption": "id:ID! redeemer:Account! market:Market! payout:BigDecimal! "
                      "timestamp:BigInt!",
    },
    "graph-network": {
        "GraphNetwork": "id:ID! totalTokensStaked:BigInt! totalTokensSignalled:BigInt! "
                        "totalQueryFees:BigInt! indexerCount:Int! subgraphCount:Int!",
        "Subgraph": "id:ID! owner:Bytes! signalledTokens:BigInt! createdAt:Int! "
                    "updatedAt:Int! active:Boolean!",
        "Indexer": "id:ID! stakedTokens:BigInt! allocatedTokens:BigInt! "
                   "queryFeesCollected:BigInt! allocationCount:Int!",
        "Allocation": "id:ID! indexer:Indexer! allocatedTokens:BigInt! status:String! "
                      "createdAt:Int! closedAt:Int",
    },
    "blocks": {
        "Block": "id:ID! number:BigInt! timestamp:BigInt! parentHash:String author:String "
                 "gasUsed:BigInt gasLimit:BigInt baseFeePerGas:BigInt",
    },
    "staking": {
        "Protocol": "id:ID! name:String! totalValueLockedUSD:BigDecimal! "
                    "totalPooledEther:BigInt! totalShares:BigInt!",
        "Staker": "id:ID! totalStaked:BigDecimal! totalRewards:BigDecimal! "
                  "firstStakeTimestamp:BigInt!",
        "Stake": "id:ID! staker:Staker! amount:BigDecimal! shares:BigInt! timestamp:BigInt! "
                 "transactionHash:Bytes!",
        "Withdrawal": "id:ID! staker:Staker! amount:BigDecimal! timestamp:BigInt! "
                      "transactionHash:Bytes!",
        "DailyReward": "id:ID! date:Int! apr:BigDecimal! rewards:BigDecimal!",
    },
    "attestation": {
        "Schema": "id:ID! schema:String! creator:Bytes! resolver:Bytes! revocable:Boolean! "
                  "attestationCount:Int! time:BigInt!",
        "Attestation": "id:ID! schemaId:String! attester:Bytes! recipient:Bytes! "
                       "refUID:String! revocable:Boolean! revoked:Boolean! data:String! "
                       "time:BigInt! txid:Bytes!",
    },
    "gaming": {
        "Player": "id:ID! address:Bytes! score:BigInt! level:Int! gamesPlayed:Int! "
                  "createdAt:BigInt!",
        "Game": "id:ID! player:Player! result:String! reward:BigDecimal! timestamp:BigInt!",
        "Item": "id:ID! owner:Player! itemType:String! rarity:Int! mintedAt:BigInt!",
    },
    "social": {
        "Profile": "id:ID! owner:Bytes! handle:String! followersCount:Int! "
                   "followingCount:Int! postsCount:Int! createdAt:BigInt!",
        "Post": "id:ID! profile:Profile! contentURI:String! timestamp:BigInt! "
                "collectCount:Int!",
        "Follow": "id:ID! follower:Profile! followed:Profile! timestamp:BigInt!",
    },
}

#: Enum types per family (name -> values).
ENUMS: dict[str, dict[str, list[str]]] = {
    "messari-lending": {
        "InterestRateSide": ["LENDER", "BORROWER"],
        "InterestRateType": ["STABLE", "VARIABLE", "FIXED"],
    },
    "erc8004-agent0": {"ValidationStatus": ["PENDING", "COMPLETED", "EXPIRED"]},
    "x402-settlement": {
        "TransferMethod": ["EIP3009", "PERMIT2"], "AddressRole": ["PAYER", "RECIPIENT"],
    },
}

#: Messari ``schema`` values -> family.
MESSARI_FAMILY = {
    "lending": "messari-lending", "dex-amm": "messari-dex-amm", "governance": "messari-governance",
    "yield-aggregator": "messari-yield", "bridge": "messari-bridge",
    "derivatives-perpfutures": "messari-perp", "derivatives-options": "messari-options",
    "nft-marketplace": "nft-marketplace", "erc721": "erc721", "erc20": "erc20",
    "generic": "messari-generic",
}


def entities_of(family: str) -> Entities:
    """The entity list ``[{name, fields: [[field, type], ...]}]`` of ``family``."""
    spec = FAMILIES[family]
    return [
        {"name": name, "fields": [f.split(":", 1) for f in fields.split()]}
        for name, fields in spec.items()
    ]


def enums_of(family: str) -> dict[str, list[str]]:
    """Enum types used by ``family``."""
    return dict(ENUMS.get(family, {}))


def sdl_of(family: str) -> str:
    """The family as a subgraph ``schema.graphql`` (``@entity`` types plus enums)."""
    out = [f"enum {n} {{ {' '.join(v)} }}" for n, v in enums_of(family).items()]
    for ent in entities_of(family):
        fields = "\n".join(f"  {f}: {t}" for f, t in ent["fields"])
        out.append(f"type {ent['name']} @entity {{\n{fields}\n}}")
    return "\n\n".join(out) + "\n"
